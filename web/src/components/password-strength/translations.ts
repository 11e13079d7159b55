import type { TranslationKeys } from '@zxcvbn-ts/core';

/**
 * zxcvbn's feedback in Ukrainian. 'noNeed' (strong passwords need no symbols or
 * capitals) contradicts the platform's rule, which demands both: the estimator
 * drops it. Part of the estimator's lazy chunk.
 */
export const ukrainianFeedback: TranslationKeys = {
  warnings: {
    straightRow: 'Ряд клавіш підряд легко вгадати.',
    keyPattern: 'Короткі візерунки на клавіатурі легко вгадати.',
    simpleRepeat: 'Повтори на кшталт «aaa» легко вгадати.',
    extendedRepeat: 'Повтори на кшталт «abcabcabc» легко вгадати.',
    sequences: 'Послідовності на кшталт «abc» чи «123» легко вгадати.',
    recentYears: 'Останні роки легко вгадати.',
    dates: 'Дати легко вгадати.',
    topTen: 'Це один із найпоширеніших паролів.',
    topHundred: 'Це дуже поширений пароль.',
    common: 'Це поширений пароль.',
    similarToCommon: 'Пароль схожий на поширений.',
    wordByItself: 'Одне слово легко вгадати.',
    namesByThemselves: 'Ім’я чи прізвище саме по собі легко вгадати.',
    commonNames: 'Поширені імена та прізвища легко вгадати.',
    userInputs: 'Пароль не має містити ваших даних: імені, прізвища чи email.',
    pwned: 'Цей пароль є у витоках даних з інтернету.',
  },
  suggestions: {
    l33t: 'Уникайте передбачуваних замін літер, як-от «@» замість «a».',
    reverseWords: 'Уникайте поширених слів, написаних задом наперед.',
    allUppercase: 'Зробіть великими деякі літери, але не всі.',
    capitalization: 'Зробіть великою не лише першу літеру.',
    dates: 'Уникайте дат і років, пов’язаних із вами.',
    recentYears: 'Уникайте останніх років.',
    associatedYears: 'Уникайте років, пов’язаних із вами.',
    sequences: 'Уникайте поширених послідовностей символів.',
    repeated: 'Уникайте повторів слів і символів.',
    longerKeyboardPattern: 'Використовуйте довші візерунки на клавіатурі й кілька разів змінюйте напрямок.',
    anotherWord: 'Додайте ще слово, менш поширене.',
    useWords: 'Поєднайте кілька слів, але не поширену фразу.',
    noNeed: '',
    pwned: 'Якщо ви використовуєте цей пароль деінде, змініть його.',
  },
  timeEstimation: {
    ltSecond: 'менше секунди',
    second: '{base} секунда',
    seconds: '{base} секунд',
    minute: '{base} хвилина',
    minutes: '{base} хвилин',
    hour: '{base} година',
    hours: '{base} годин',
    day: '{base} день',
    days: '{base} днів',
    month: '{base} місяць',
    months: '{base} місяців',
    year: '{base} рік',
    years: '{base} років',
    centuries: 'століття',
  },
};
