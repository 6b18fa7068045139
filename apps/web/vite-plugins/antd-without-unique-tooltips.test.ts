import path from 'node:path';
import { createRequire } from 'node:module';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { antdWithoutUniqueTooltips } from './antd-without-unique-tooltips.ts';

const antdRoot = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
const configProvider = path.join(antdRoot, 'es/config-provider/index.js');

/** The modules a bundle of antd's ConfigProvider takes in, with or without the plugin. */
async function modulesOfConfigProvider(withPlugin: boolean): Promise<string[]> {
  const plugin = antdWithoutUniqueTooltips();
  const build = await rolldown({
    input: configProvider,
    external: (id) => /^(react|react-dom)(\/|$)/.test(id),
    plugins: withPlugin ? [plugin as unknown as RolldownPlugin] : [],
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  return output.flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : []));
}

describe("antd's ConfigProvider without the unique-tooltip provider", () => {
  it('leaves @rc-component/trigger out of a bundle of the ConfigProvider; without the plugin it is in', async () => {
    const trigger = /@rc-component[\\/]trigger[\\/]/;
    expect((await modulesOfConfigProvider(false)).some((id) => trigger.test(id))).toBe(true);
    const withPlugin = await modulesOfConfigProvider(true);
    expect(withPlugin.some((id) => trigger.test(id))).toBe(false);
    expect(withPlugin.some((id) => id.includes('qishu-antd-unique-tooltip-provider'))).toBe(true);
  });

  it('replaces only that import of the ConfigProvider', () => {
    const plugin = antdWithoutUniqueTooltips();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('../tooltip/UniqueProvider', configProvider)).toMatch(/unique-tooltip-provider/);
    expect(resolve('../tooltip/UniqueProvider', path.join(antdRoot, 'es/tooltip/index.js'))).toBeNull();
    expect(resolve('./context', configProvider)).toBeNull();
  });
});
