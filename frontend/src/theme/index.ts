export { practicumTheme, brandColors } from './theme';
export { BrandMark } from './BrandMark';
export { OrganizationLogo } from './OrganizationLogo';
