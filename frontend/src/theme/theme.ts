// Practicum's own look (issue 9): a deep teal and warm accent on a calm grey
// page, outlined cards, sentence-case buttons and tabs. Every colour pair used
// for text meets WCAG 2.1 AA (4.5:1): white on primary.main is 7.4:1, primary
// text on the page background 7.1:1, secondary text 7.0:1.
//
// The layout rules make every screen usable at 390 px: react-admin's layout
// grows to its widest child (minWidth: fit-content), which pushed the app bar's
// bell off-screen; here the content may shrink and wide tables scroll sideways
// inside their card instead of widening the page.
import { type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const brandColors = {
  primary: '#0f5663',
  primaryDark: '#093c45',
  primaryLight: '#e3f0f2',
  accent: '#b4432a',
  page: '#f5f7f8',
} as const;

/**
 * A disabled contained button (Redeem before a code is typed, Save before a change): MUI draws its label at 26 %
 * black on 12 % black, about 1.7:1, which nobody reads. Here it is secondary text on a light grey, 6:1, still
 * plainly unlike an enabled button (no brand colour, no shadow).
 */
export const disabledContainedButton = { color: '#4a5659', backgroundColor: '#e1e5e6' } as const;

/**
 * A bare router link (an `<a>` with no MUI class) reads as a MUI Link does: the brand colour, underlined, visited or
 * not; otherwise it kept the browser's default blue and purple.
 */
export const plainLink = {
  color: brandColors.primary,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(15, 86, 99, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
} as const;

export const SELECT_MAX_HEIGHT = 270;
export const CARD_COLLAPSE_MS = 500;
/** Dropdowns keep this far off the window's edges (001 §9). */
export const DROPDOWN_EDGE_MARGINS = { left: 20, right: 50 } as const;
const DROPDOWN_EXTRA_RIGHT = DROPDOWN_EDGE_MARGINS.right - DROPDOWN_EDGE_MARGINS.left;
/** Text inputs that ask the server as one types (list searches and filters) wait this long after the last key (000 §9). */
export const INPUT_DEBOUNCE_MS = 500;
/** Confetti (000 §9): over a card 5 s and 50 pieces, over a whole page 10 s and 100. */
export const CONFETTI = { card: { durationMs: 5_000, particles: 50 }, page: { durationMs: 10_000, particles: 100 } } as const;

/** Out of sight, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** An alert's icon (22 px) and the gap after it: where its message text starts. */
const ALERT_TEXT_INDENT = 34;

/**
 * An alert row with buttons or links on the right (the trainee's "Take the HIPAA course", the photo prompt's
 * Upload photo / Not now): at 390 px the message and the buttons shared one line, so the button labels broke into
 * a tall column of single words. On a phone the buttons take a row of their own under the message, lined up with
 * its text, each label on one line; an alert whose action is only a close icon keeps it beside the message.
 */
const alertOnPhone = ({ theme }: { theme: Theme }) => {
  const buttons = ':has(.MuiButton-root, .MuiLink-root, a)';
  return {
    [theme.breakpoints.down('sm')]: {
      flexWrap: 'wrap',
      '& > .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
      [`& > .MuiAlert-action${buttons}`]: {
        flexBasis: '100%',
        flexWrap: 'wrap',
        alignItems: 'center',
        rowGap: 4,
        margin: 0,
        padding: '0 0 8px',
      },
      [`& > .MuiAlert-icon ~ .MuiAlert-action${buttons}`]: { paddingLeft: ALERT_TEXT_INDENT },
    },
  };
};

/** A list table on a phone: one card per row, the values stacked under their labels, nothing wider than the screen. */
const phoneCards = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  '& > thead, & > thead:has(.select-all) th:not(:has(.select-all))': visuallyHidden,
  // a list with bulk actions keeps its select-all box above the cards, named by the table's --select-all-label
  '& > thead:has(.select-all), & > thead:has(.select-all) > tr': {
    position: 'static',
    display: 'block',
    width: 'auto',
    height: 'auto',
    clip: 'auto',
  },
  '& > thead th:has(.select-all)': {
    display: 'flex',
    alignItems: 'center',
    width: 'auto',
    padding: '0 0 4px',
    border: 0,
    '&::after': { content: 'var(--select-all-label, "") / ""', fontWeight: 600 },
  },
  '& > tbody, & > tfoot': { display: 'block' },
  '& > tbody > tr, & > tfoot > tr': {
    display: 'block',
    height: 'auto',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 8,
    marginBottom: 8,
    padding: '4px 12px',
  },
  '& > tbody > tr > *, & > tfoot > tr > *': {
    display: 'block',
    width: 'auto',
    maxWidth: 'none',
    border: 0,
    padding: '4px 0',
    textAlign: 'left',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  '& > tbody > tr > :empty': { display: 'none' },
  '& > tbody > tr > td[data-label]::before': {
    // read out by no screen reader (the empty alternative): the table's own header already names the cell
    content: 'attr(data-label) / ""',
    display: 'block',
    fontSize: '0.75rem',
    fontWeight: 600,
    color: theme.palette.text.secondary,
  },
});

export const practicumTheme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    mode: 'light',
    primary: { main: brandColors.primary, dark: brandColors.primaryDark, light: '#3f7f8a', contrastText: '#ffffff' },
    secondary: { main: brandColors.accent, dark: '#8a3120', light: '#d9694f', contrastText: '#ffffff' },
    // the status colours darkened until white text on them (filled chips, contained buttons) reaches 4.5:1
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#a14a00', contrastText: '#ffffff' },
    info: { main: '#0b5fa5', contrastText: '#ffffff' },
    success: { main: '#1e6b2c', contrastText: '#ffffff' },
    background: { default: brandColors.page, paper: '#ffffff' },
    text: { primary: '#1c2426', secondary: '#4a5659' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0, paddingTop: 8 },
        },
      },
    },
    RaList: {
      styleOverrides: {
        // the list's own card keeps react-admin's overflow: the bulk actions toolbar slides over the list
        // actions from inside it, and a scrolling card would clip it under them (its buttons unclickable);
        // wide tables scroll in their own wrapper instead
        root: {
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflow: 'visible' },
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
        },
      },
    },
    // react-admin greys its empty-list and not-found texts below 4.5:1 (text.disabled, half opacity): secondary
    // text reads at 7:1 and still looks quieter than the page's own
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: '#4a5659' } } } },
    RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1, color: '#4a5659' } } } },
    RaBulkActionsToolbar: {
      styleOverrides: {
        // on a phone "n items selected" wraps (down to its longest word, never under the buttons) and the group
        // actions wrap onto a second row, instead of running past the screen's edge (the admin users list's
        // Export, the trainees list's Assign training): the title keeps its whole width by default
        // on a phone the open bar grows with its rows and stands above the cards, keeping the select-all box in sight
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaBulkActionsToolbar-title': { flexShrink: 1, minWidth: 'min-content' },
          '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 4 },
          [theme.breakpoints.down('sm')]: {
            '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
              position: 'static',
              height: 'auto',
              transform: 'none',
              paddingTop: 4,
              paddingBottom: 4,
              marginBottom: 8,
            },
          },
        }),
      },
    },
    RaAppBar: {
      defaultProps: { color: 'primary' },
      styleOverrides: { root: { '& .RaAppBar-toolbar': { gap: 4 } } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          marginInline: 6,
          '&.RaMenuItemLink-active': { backgroundColor: brandColors.primaryLight, color: brandColors.primaryDark, fontWeight: 600 },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: brandColors.primaryDark },
        },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12, overflowX: 'auto' } },
    },
    MuiButton: { styleOverrides: { root: { '&.MuiButton-contained.Mui-disabled': disabledContainedButton } } },
    MuiAlert: {
      styleOverrides: {
        root: alertOnPhone,
        action: { alignItems: 'center', '& .MuiButton-root, & .MuiLink-root': { whiteSpace: 'nowrap' } },
      },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 48 } } },
    MuiTabs: {
      defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
      // an arrow with nothing to scroll to is invisible but kept its 40 px: on a phone the tabs began after a blank
      styleOverrides: { scrollButtons: { '&.Mui-disabled': { width: 0 } } },
    },
    MuiTable: {
      styleOverrides: {
        // on a phone each row is a card of its values, each under its column's label (a cell's data-label), so
        // no list scrolls sideways; the header row stays for screen readers only
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: phoneCards(theme) }),
      },
    },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: '#3a4548' } } },
    // links in running text are told apart by more than colour (WCAG 1.4.1)
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiCssBaseline: { styleOverrides: { 'a:not([class])': plainLink } },
    // a spinner without a name of its own still says what it is (ARIA progressbar)
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#5b6a6d', color: '#ffffff' } } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin's row checkboxes put their aria-label on the wrapper span, where it names nothing:
        // it belongs on the input (a labelled checkbox has none and keeps its <label>)
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    MuiListSubheader: { styleOverrides: { root: { color: '#4a5659', fontWeight: 600, lineHeight: '36px' } } },
    // the spec's widget constants (000 §9, 001 §9): a select's list at most 270 px high, modals 600 px wide by
    // default, the pager showing 3 pages around the current one, cards collapsing in 500 ms
    MuiSelect: { defaultProps: { MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MAX_HEIGHT } } } } } },
    MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
    RaPaginationActions: { defaultProps: { siblingCount: 1 } },
    MuiCollapse: { defaultProps: { timeout: CARD_COLLAPSE_MS } },
    // a select's empty entry says what it means instead of being a blank line (a list's filter passes "All")
    RaSelectInput: { defaultProps: { emptyText: 'app.choice.none' } },
    // Dropdown edge margins, 20 px left and 50 px right. MUI's popover keeps one margin from every edge
    // (marginThreshold): the left one. The rest of the right one is a transparent right border, which the popover
    // counts in the paper's width when it keeps it on screen and nobody sees: the background stops at the padding
    // and the shadow follows what is painted (drop-shadow instead of box-shadow).
    MuiPopover: {
      defaultProps: { marginThreshold: DROPDOWN_EDGE_MARGINS.left },
      styleOverrides: {
        paper: {
          borderRight: `${DROPDOWN_EXTRA_RIGHT}px solid transparent`,
          backgroundClip: 'padding-box',
          boxShadow: 'none',
          filter: 'drop-shadow(0 5px 5px rgba(0,0,0,0.2)) drop-shadow(0 8px 10px rgba(0,0,0,0.14))',
          maxWidth: `calc(100% - ${DROPDOWN_EDGE_MARGINS.left + DROPDOWN_EDGE_MARGINS.right - DROPDOWN_EXTRA_RIGHT}px)`,
        },
      },
    },
    // autocomplete lists open in a popper: the same margins as its overflow padding
    MuiAutocomplete: {
      defaultProps: {
        slotProps: { popper: { modifiers: [{ name: 'preventOverflow', options: { padding: DROPDOWN_EDGE_MARGINS } }] } },
      },
    },
  },
});
