import type { Plugin } from 'vite';

const STUB_ID = '\0qishu-antd-unique-tooltip-provider';
const CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

/**
 * antd's ConfigProvider imports its provider of "unique" tooltips (one shared tooltip that moves
 * between targets) for the `tooltip={{ unique: true }}` option, and with it @rc-component/trigger:
 * about 6 KiB of script on every first page, for an option the app does not set (AppProviders). In
 * the browser build that import is a stub that fails loudly if the option is ever set, so the option
 * cannot silently stop working.
 */
export function antdWithoutUniqueTooltips(): Plugin {
  return {
    name: 'qishu:antd-without-unique-tooltips',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && CONFIG_PROVIDER.test(importer))
        return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return `export default function UniqueProvider() {
  throw new Error('antd ConfigProvider tooltip.unique is left out of this build (vite-plugins/antd-without-unique-tooltips.ts)');
}`;
    },
  };
}
