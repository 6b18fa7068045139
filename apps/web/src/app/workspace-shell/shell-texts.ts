/** Texts of the tab strip and the header's capacity badge (shell-and-backoffice.md §2, §4). */
export const ShellTexts = {
  tabActions: '标签操作',
  closeAll: '关闭全部',
  closeCurrent: '关闭当前',
  closeOthers: '关闭其他',
  capacity: '剩余容量',
} as const;
