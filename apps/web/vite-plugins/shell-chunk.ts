/**
 * The one chunk the first page of any address loads (index.html names it with the entry): React,
 * the router, the data cache and the antd parts every screen's shell uses — config provider, theme and CSS-in-JS runtime, App (message, notification, modal), layout,
 * menu, button, dropdown, skeleton, spin. Left to itself rolldown splits these into some thirty small
 * shared chunks, and over HTTP/1.1 a browser fetches six at a time: one file saves those round trips.
 * Only modules every first page needs belong here (what this matches comes with its dependencies);
 * a component of some pages only stays in the chunks of those pages. zod is not one of them: the
 * browser build leaves the call descriptions' schemas out (contract-without-call-schemas.ts), and
 * only pages with forms load it.
 */
const nodeModules = String.raw`[\\/]node_modules[\\/]`;
const parts = [
  String.raw`(react|react-dom|react-is|scheduler|react-router|stylis|clsx|throttle-debounce|is-mobile)[\\/]`,
  String.raw`dayjs[\\/](dayjs\.min\.js|locale[\\/]zh-cn\.js)`,
  String.raw`@tanstack[\\/]`,
  String.raw`@emotion[\\/]`,
  String.raw`@babel[\\/]runtime[\\/]`,
  String.raw`@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)[\\/]`,
  String.raw`@ant-design[\\/]icons[\\/]es[\\/](components|utils|dynamicCSS)`,
  String.raw`@rc-component[\\/](util|motion|portal|resize-observer|trigger|tooltip|menu|overflow|dropdown|notification|dialog|form|async-validator)[\\/]`,
  String.raw`antd[\\/]es[\\/](_util|app|button|config-provider|flex|layout|locale|menu|message|notification|space|spin|style|theme|tooltip|version|skeleton|dropdown|avatar|popover|modal)[\\/]`,
  // the Chinese texts of the pickers, which antd's zh_CN locale brings (not the pickers)
  String.raw`antd[\\/]es[\\/](date-picker|time-picker|calendar)[\\/]locale[\\/]`,
];

export const shellChunk = {
  name: 'shell',
  test: new RegExp(`${nodeModules}(${parts.join('|')})`),
};
