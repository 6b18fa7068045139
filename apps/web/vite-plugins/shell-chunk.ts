/**
 * The one chunk the first page of any address loads (index.html names it with the entry): React,
 * the router, the data cache and the antd parts every first screen uses — config provider, theme and
 * CSS-in-JS runtime, layout, button, space, flex, skeleton, spin. Left to itself rolldown splits these
 * into some thirty small shared chunks, and over HTTP/1.1 a browser fetches six at a time: one file
 * saves those round trips.
 *
 * Only modules every first page needs belong here: a group takes every module it matches that any
 * page of the app uses, with its dependencies, whether or not the first page needs it. So antd's
 * message, modal and notification (lib/feedback loads them on demand), menu, dropdown, tooltip and
 * the form stay in the chunks of the pages that use them (the shop's header draws its own tabs and
 * menus), and antd's `_util` is not matched (its ContextIsolator would bring the form's context, and
 * with it all of rc-form): the `_util` modules this chunk needs come as dependencies. zod is not here
 * either: the browser build leaves the call descriptions' schemas out
 * (contract-without-call-schemas.ts), and only pages with forms load it.
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
  String.raw`@rc-component[\\/](util|motion|resize-observer)[\\/]`,
  String.raw`antd[\\/]es[\\/](app|button|config-provider|flex|layout|locale|space|spin|style|theme|version|skeleton)[\\/]`,
  // the Chinese texts of the pickers, which antd's zh_CN locale brings (not the pickers)
  String.raw`antd[\\/]es[\\/](date-picker|time-picker|calendar)[\\/]locale[\\/]`,
];

export const shellChunk = {
  name: 'shell',
  test: new RegExp(`${nodeModules}(${parts.join('|')})`),
};
