// react-admin's sidebar, mounted afresh when the window crosses into phone width (a window narrowed, a tablet turned).
// Its open state comes from a store hook that keeps the desktop's "open" for one render after the width changes:
// the phone's drawer then opened and closed in the same commit, its slide never started, and the invisible modal
// stayed over the whole page, swallowing every tap and hiding the page from screen readers until a reload. Mounted
// anew, the phone's drawer starts from the phone's own state (closed unless the menu was opened on purpose).
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, type SidebarProps } from 'react-admin';

export const AppSidebar = (props: SidebarProps) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return <Sidebar key={phone ? 'phone' : 'desktop'} {...props} />;
};
