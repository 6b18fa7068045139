/**
 * Address prefixes of the signed-in workspaces (shell-and-backoffice.md §2 "Routes" and the landing
 * table of data-shop.md §2). Each gets the workspace shell; their screens arrive with later issues.
 */
export const workspacePrefixes = [
  'admin',
  'sys',
  'config',
  'data',
  'search',
  'park',
  'ent',
  'gov',
  'garden',
  'shb',
  'agency',
  'reg',
  'biz',
  'malldata',
  'usermana',
  'logmana',
  'sale',
  'action',
  'public',
  'index',
  'ven',
  'adven',
  'adgar',
  'epiboly',
  'entaid',
] as const;

/** `/api/index` is the API user's home page, while every other `/api/...` address is a server call. */
export const workspaceSinglePages = ['api/index'] as const;

/**
 * Forced password-change pages of the landing tables (after_login = 1). /config/updatepwd is also
 * the ordinary change-password page; it shows the forced form only while after_login is 1.
 */
export const forcedPasswordPages = [
  'sys/editpwd',
  'admin/editpassword',
  'ent/editpwd',
  'shb/shbeditpassword',
  'agency/updatepwd',
  'reg/editpwd',
  'gov/editpwd',
  'adgar/updatepwd',
  'adven/updatepwd',
] as const;

/** Personal data pages of the workspace. */
export const profilePages = ['config/editpersonal', 'sys/profile'] as const;
