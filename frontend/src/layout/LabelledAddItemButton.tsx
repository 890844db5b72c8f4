// A form iterator's add button that says what it adds ("Add activity type"), where react-admin's own is a bare
// plus icon: under a row of inputs, a plus alone does not say it adds a row.
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { useSimpleFormIterator } from 'ra-core';
import { Button } from 'react-admin';

/** For <SimpleFormIterator addButton={...}>: `label` is a translation key. */
export const LabelledAddItemButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()} className={`button-add button-add-${source}`}>
      <AddIcon />
    </Button>
  );
};
