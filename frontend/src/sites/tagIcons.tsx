// The Material icons a site tag may show (SITES-19), by the names the server keeps.
import AccessibleIcon from '@mui/icons-material/Accessible';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import HomeIcon from '@mui/icons-material/Home';
import LabelIcon from '@mui/icons-material/Label';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LockIcon from '@mui/icons-material/Lock';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import type { siteTagIcons } from '@practicum/shared/domain/sites/tags';

export const tagIcons: Record<(typeof siteTagIcons)[number], SvgIconComponent> = {
  label: LabelIcon,
  local_hospital: LocalHospitalIcon,
  school: SchoolIcon,
  home: HomeIcon,
  work: WorkIcon,
  psychology: PsychologyIcon,
  child_care: ChildCareIcon,
  accessible: AccessibleIcon,
  star: StarIcon,
  lock: LockIcon,
};

export const TagIcon = ({ name, color }: { name: string; color?: string }) => {
  const Icon = tagIcons[name as keyof typeof tagIcons] ?? LabelIcon;
  return <Icon fontSize="small" sx={{ color }} aria-hidden />;
};
