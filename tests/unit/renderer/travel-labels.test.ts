import { describe, expect, it } from 'vitest';
import { regionsBesideTitle } from '../../../src/renderer/features/travel/labels';

const seoul = { id: 1, code: 'seoul', name: '서울' };
const busan = { id: 7, code: 'busan', name: '부산' };

describe('the plan card under its title', () => {
  it('does not repeat regions the title already names (the default title)', () => {
    expect(regionsBesideTitle({ title: '서울·부산 여행', regions: [seoul, busan] })).toBeNull();
  });
  it('names the regions when the title does not (another language, or a chosen title)', () => {
    expect(regionsBesideTitle({ title: 'ソウル旅行', regions: [seoul] })).toBe('서울');
    expect(regionsBesideTitle({ title: '서울 여행', regions: [seoul, busan] })).toBe('서울 ·\u00a0부산');
  });
});
