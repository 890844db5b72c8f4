// Lists whose server counts exactly only up to a cap (the audit trail, the platform's organizations): past it the
// total is the database's estimate, and the range under the table says "about".
import { Pagination, useTranslate, type PaginationProps } from 'react-admin';

export const EstimatedTotalPagination = ({ exactUpTo, ...props }: PaginationProps & { exactUpTo: number }) => {
  const translate = useTranslate();
  const label = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate(count > exactUpTo ? 'app.pagination.page_range_estimate' : 'ra.navigation.page_range_info', {
      offsetBegin: from,
      offsetEnd: to,
      total: count > exactUpTo ? count.toLocaleString('en-US') : count,
    });
  // react-admin hands its other props to MUI's TablePagination, whose label this is; its type leaves it out
  const labelled = { ...props, labelDisplayedRows: label } as PaginationProps;
  return <Pagination {...labelled} />;
};
