// Installs what a fresh machine of this kind lacks for the browser tests: Debian's chromium and
// the Noto CJK fonts (Chinese text renders as boxes without them). Only as root; otherwise says what to run.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const has = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'ignore' }).status === 0;
const missing = [];
if (!fs.existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) missing.push('chromium');
if (!has('fc-list :lang=zh | grep -qi "Noto"')) missing.push('fonts-noto-cjk');

if (missing.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `[test] 缺少系统依赖 / missing system packages: ${missing.join(' ')}\n       sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`[test] 安装 / installing ${missing.join(' ')} …`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
