export { practicumTheme, brandColors, CONFETTI, INPUT_DEBOUNCE_MS } from './theme';
export { BrandMark } from './BrandMark';
export { OrganizationLogo } from './OrganizationLogo';
