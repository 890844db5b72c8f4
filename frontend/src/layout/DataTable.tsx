// react-admin's DataTable whose cells carry their column's label (data-label): on a phone the theme lays each row
// out as a card and writes that label above each value, since the header row is hidden there. Lists import
// DataTable from here instead of react-admin; DataTable.Col and DataTable.NumberCol are react-admin's own. The
// table also names its select-all box (--select-all-label), which the phone layout shows above the cards.
import type { SxProps, Theme } from '@mui/material';
import { Children, cloneElement, isValidElement } from 'react';
import { DataTable as RaDataTable, useTranslate, useTranslateLabel, type DataTableProps, type RaRecord } from 'react-admin';

type SxItem = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)> | boolean;

interface ColumnProps {
  source?: string;
  label?: unknown;
  'data-label'?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's own default, so untyped lists keep their record types
function LabelledDataTable<R extends RaRecord = any>(props: DataTableProps<R>) {
  const translateLabel = useTranslateLabel();
  const translate = useTranslate();
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<ColumnProps>(child)) return child;
    const { source, label } = child.props;
    if (label === false || (label === undefined && source === undefined)) return child;
    const text = translateLabel({ source, label: typeof label === 'string' ? label : undefined, resource: props.resource });
    return typeof text === 'string' && text !== '' ? cloneElement(child, { 'data-label': text }) : child;
  });
  const selectAll = { '--select-all-label': JSON.stringify(translate('ra.action.select_all')) };
  const own = (Array.isArray(props.sx) ? props.sx : [props.sx ?? false]) as readonly SxItem[];
  return (
    <RaDataTable<R> {...props} sx={[selectAll, ...own]}>
      {children}
    </RaDataTable>
  );
}

export const DataTable = Object.assign(LabelledDataTable, { Col: RaDataTable.Col, NumberCol: RaDataTable.NumberCol });
