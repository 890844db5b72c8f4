export const deadLetterPaths = {
  list: '/admin/tools/dead-letters',
};
