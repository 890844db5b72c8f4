// /admin/tools (ADMIN-28): every admin tool as a card, so the menu's "Admin tools" entry leads somewhere.
import BuildIcon from '@mui/icons-material/Build';
import { Box } from '@mui/material';
import { PageCard } from '../../layout/PageCard';
import { AdminShortcut } from '../../dashboards/admin/AdminShortcut';
import { adminToolLinks } from './adminToolLinks';

export const AdminToolsPage = () => (
  <PageCard title="app.admin_tools.title">
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      {adminToolLinks.map((tool) => (
        <AdminShortcut
          key={tool.to}
          to={tool.to}
          icon={<BuildIcon color="primary" />}
          title={`app.admin_tools.${tool.key}`}
          help={`app.admin_tools.${tool.key}_help`}
        />
      ))}
    </Box>
  </PageCard>
);
