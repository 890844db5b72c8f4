// A person's name as every screen, list and email shows it.

export interface PersonName {
  first_name: string;
  last_name: string;
}

/** "First Last". */
export const fullName = ({ first_name, last_name }: PersonName): string => `${first_name} ${last_name}`;
