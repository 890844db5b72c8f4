// English texts of training reports, PDFs and the role dashboards' training
// parts (merged into app.reports by i18n/en.ts).
export const reportMessages = {
  dashboard: {
    main_tabs: 'Dashboard tabs',
  },
};
