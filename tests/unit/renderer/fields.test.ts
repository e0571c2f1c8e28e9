import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../../../src/renderer/components/EmptyState';
import {
  CheckField,
  Field,
  FileButton,
  PickField,
  SelectField,
  TextAreaField,
} from '../../../src/renderer/components/Field';

const noop = () => undefined;
/** The opening tag of the element with this id, and its attributes. */
function tag(html: string, id: string) {
  const found = new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>`).exec(html);
  if (!found) throw new Error(`no element #${id} in ${html}`);
  const attrs = Object.fromEntries([...found[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return { name: found[1], attrs };
}
/** The text of the element with this id (no nested element of the same kind). */
const textOf = (html: string, id: string) =>
  new RegExp(`id="${id}"[^>]*>(.*?)</`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('the shared fields: what a screen reader reads with each control', () => {
  it('a picked choice (the prefecture) is a button named by its label and what is chosen, its error read with it', () => {
    const html = renderToStaticMarkup(
      h(PickField, {
        id: 'pref',
        label: '都道府県',
        chosen: '都道府県を選択',
        error: '選択してください。',
        onPick: noop,
      }),
    );
    const button = tag(html, 'pref');
    expect(button.name).toBe('button');
    expect(button.attrs['aria-labelledby']!.split(' ').map((id: string) => textOf(html, id))).toEqual([
      '都道府県',
      '都道府県を選択',
    ]);
    expect(button.attrs['aria-invalid']).toBe('true');
    expect(textOf(html, button.attrs['aria-describedby']!)).toBe('選択してください。');
  });

  it("a text area's hint (a memo's state and length) is read with it; a select keeps its options", () => {
    const memo = renderToStaticMarkup(
      h(TextAreaField, { id: 'memo', label: '메모', hint: '15/1000', value: 'T-money', onChange: noop }),
    );
    expect(tag(memo, 'memo').name).toBe('textarea');
    expect(textOf(memo, tag(memo, 'memo').attrs['aria-describedby']!)).toBe('15/1000');
    const nights = renderToStaticMarkup(
      h(SelectField, {
        id: 'nights',
        label: '기간',
        value: 1,
        onChange: noop,
        children: h('option', { value: 1 }, '1박 2일'),
      }),
    );
    expect(tag(nights, 'nights').name).toBe('select');
    expect(nights).toMatch(/<option value="1" selected="">1박 2일<\/option>/);
  });

  it("a check the caller shows before sending wins over the field's own aria-invalid", () => {
    const html = renderToStaticMarkup(
      h(Field, { id: 'mail', label: 'E-mail', value: '', onChange: noop, 'aria-invalid': false, error: 'x' }),
    );
    expect(tag(html, 'mail').attrs['aria-invalid']).toBe('false');
  });

  it("a button beside the input shares its row; a file chooser's input is named by the button's words", () => {
    const search = renderToStaticMarkup(
      h(Field, { id: 'place', label: '장소', value: '', onChange: noop, beside: h('button', null, '찾기') }),
    );
    expect(search).toMatch(/<div class="field-row"><input[^>]*id="place"[^>]*\/?><button>찾기<\/button><\/div>/);
    const chooser = renderToStaticMarkup(h(FileButton, { label: '사진 추가', accept: 'image/png', onFiles: noop }));
    expect(chooser).toMatch(
      /^<label class="button secondary file-button">사진 추가<input type="file" accept="image\/png"\/><\/label>$/,
    );
  });

  it("a consent's checkbox is named by its tag and words together, its hint and error read after", () => {
    const html = renderToStaticMarkup(
      h(CheckField, {
        id: 'privacy',
        tag: { text: '[필수]', required: true },
        label: '개인정보 수집 및 이용 동의',
        hint: '만 14세 이상',
        error: '필수 항목에 동의해 주세요.',
        checked: false,
        onChange: noop,
      }),
    );
    const box = tag(html, 'privacy');
    expect(box.attrs.type).toBe('checkbox');
    expect(box.attrs['aria-invalid']).toBe('true');
    // The label wraps the box, so its name is all the label's text, the tag first.
    expect(/^<label class="check">(.*)<\/label>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(
      '[필수]개인정보 수집 및 이용 동의',
    );
    expect(box.attrs['aria-describedby']!.split(' ').map((id: string) => textOf(html, id))).toEqual([
      '만 14세 이상',
      '필수 항목에 동의해 주세요.',
    ]);
    const plain = renderToStaticMarkup(
      h(CheckField, { className: 'terms-all', label: '전체 동의', checked: true, onChange: noop }),
    );
    expect(plain).toMatch(
      /^<label class="check terms-all"><input type="checkbox" checked=""\/><span>전체 동의<\/span><\/label>$/,
    );
    // A plan among several: the same row with a radio, its words any markup (a title and a date).
    const plan = renderToStaticMarkup(
      h(CheckField, { type: 'radio', name: 'plan', label: h('b', null, '서울'), checked: false, onChange: noop }),
    );
    expect(plan).toBe('<label class="check"><input type="radio" name="plan"/><span><b>서울</b></span></label>');
  });
});

describe('the empty state', () => {
  it("an empty day's two ways on: the first is the main action, the second drawn quieter after it", () => {
    const html = renderToStaticMarkup(
      h(EmptyState, {
        text: '아직 추가한 장소가 없습니다.',
        action: { label: '장소 찾기', onClick: noop },
        also: { label: '피드 보기', onClick: noop },
      }),
    );
    expect([...html.matchAll(/<button [^>]*class="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => [m[2], m[1]])).toEqual(
      [
        ['장소 찾기', 'button primary'],
        ['피드 보기', 'button secondary'],
      ],
    );
  });
});
