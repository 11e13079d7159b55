import { describe, expect, it } from 'vitest';
import { capitalizeFirst, countCyrillicLetters, filterCyrillicSearch, filterDescription, filterName, filterProfileText } from './text.rules';

describe('capitalizeFirst', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalizeFirst('іван петренко')).toBe('Іван петренко');
  });

  it('skips leading marks to reach the first letter', () => {
    expect(capitalizeFirst('"допоможіть')).toBe('"Допоможіть');
  });

  it('leaves a string without letters alone', () => {
    expect(capitalizeFirst('123 !')).toBe('123 !');
    expect(capitalizeFirst('')).toBe('');
  });
});

describe('filterName', () => {
  it('keeps Ukrainian letters, the three apostrophes and spaces, and capitalises', () => {
    expect(filterName("ґалина Ї'жак")).toBe("Ґалина Ї'жак");
    expect(filterName('мар’яна')).toBe('Мар’яна');
    expect(filterName('марʼяна')).toBe('Марʼяна');
  });

  it('keeps Russian Cyrillic letters too', () => {
    expect(filterName('ёлка ъыэ')).toBe('Ёлка ъыэ');
  });

  it('drops Latin letters, digits, punctuation and line breaks', () => {
    expect(filterName('Ivan Іван2!?,.\n-')).toBe(' Іван');
  });
});

describe('filterProfileText', () => {
  it('keeps ! " ? . , besides what a name keeps, and capitalises', () => {
    expect(filterProfileText('центр "надія", м. полтава!?')).toBe('Центр "надія", м. полтава!?');
  });

  it('drops digits, Latin letters, semicolons and hyphens', () => {
    expect(filterProfileText('Школа №5; abc-д')).toBe('Школа  д');
  });
});

describe('filterDescription', () => {
  it('keeps letters, ! ? . , and quotes, and capitalises', () => {
    expect(filterDescription('мені страшно! «чому?» "так", „ні“ ”')).toBe('Мені страшно! «чому?» "так", „ні“ ”');
  });

  it('keeps digits, line breaks and address marks so a place and a number can be given', () => {
    expect(filterDescription('вул. Шевченка 12/3, кв. 5\nтел.: +380(67)123-45-67; №7')).toBe('Вул. Шевченка 12/3, кв. 5\nтел.: +380(67)123-45-67; №7');
  });

  it('turns Windows line breaks into plain ones', () => {
    expect(filterDescription('а\r\nб\rв')).toBe('А\nб\nв');
  });

  it('drops Latin letters, tags and other symbols', () => {
    expect(filterDescription('<script>alert(1)</script> привіт @#$%^&*_=[]{}\t')).toBe('(1)/ Привіт ');
  });
});

describe('filterCyrillicSearch', () => {
  it('keeps Cyrillic letters, apostrophes, spaces and hyphens', () => {
    expect(filterCyrillicSearch("кам'янець-подільська")).toBe("кам'янець-подільська");
  });

  it('drops everything else and does not capitalise', () => {
    expect(filterCyrillicSearch('полтава1 ,.!"Kyiv')).toBe('полтава ');
  });
});

describe('countCyrillicLetters', () => {
  it('counts only Cyrillic letters', () => {
    expect(countCyrillicLetters('Ґава їсть 12 abc!')).toBe(8);
  });

  it('ignores BBCode tags and their attributes', () => {
    expect(countCyrillicLetters('[b]Так[/b] [url=http://приклад.укр]ні[/url] [color=червоний]а[/color]')).toBe(6);
  });

  it('ignores HTML tags', () => {
    expect(countCyrillicLetters('<p class="абв">Привіт</p><br/>')).toBe(6);
  });

  it('is zero for an empty text', () => {
    expect(countCyrillicLetters('')).toBe(0);
  });
});
