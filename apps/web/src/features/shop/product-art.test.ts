import { describe, expect, it } from 'vitest';
import { PRODUCT_ART_COUNT, productArtForIndex, projectArt } from './product-art.ts';

describe('project art', () => {
  it('draws twenty different SVG pictures', () => {
    const arts = Array.from({ length: PRODUCT_ART_COUNT }, (_, i) => projectArt(i + 1));
    expect(new Set(arts).size).toBe(20);
    for (const art of arts) {
      expect(art.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
      const svg = decodeURIComponent(art.slice(art.indexOf(',') + 1));
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.tagName).toBe('svg');
      expect(doc.querySelector('pattern')).not.toBeNull();
    }
  });

  it('rotates by position: card 0 is project1, card 20 is project1 again', () => {
    expect(productArtForIndex(0)).toBe(projectArt(1));
    expect(productArtForIndex(19)).toBe(projectArt(20));
    expect(productArtForIndex(20)).toBe(projectArt(1));
    expect(productArtForIndex(27)).toBe(projectArt(8));
  });
});
