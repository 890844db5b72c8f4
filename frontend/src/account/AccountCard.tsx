// One card of /account: its title (an i18n key) over its content, at the page's width.
import type { ReactNode } from 'react';
import { TitledCard } from '../layout/TitledCard';

export const AccountCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <TitledCard title={title} sx={{ mt: 2, maxWidth: 640 }}>
    {children}
  </TitledCard>
);
