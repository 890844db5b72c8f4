// Page buttons under a table read a fixed number of rows at a time (the task
// lists, the site import's results): no rows-per-page choice to offer.
import TablePagination from '@mui/material/TablePagination';

export const FixedPagination = (props: { count: number; page: number; perPage: number; onPageChange: (page: number) => void }) => (
  <TablePagination
    component="div"
    count={props.count}
    page={props.page}
    rowsPerPage={props.perPage}
    rowsPerPageOptions={[props.perPage]}
    onPageChange={(_e, next: number) => props.onPageChange(next)}
  />
);
