/**
 * `data-testid` for props objects (antd's `okButtonProps`, menu items...) whose types
 * do not list data attributes; spreading a record sidesteps the excess-property check.
 */
export const testId = (id: string): Record<string, string> => ({ 'data-testid': id });
