/**
 * Words a Ukrainian guesser tries first that English-based password lists miss:
 * place names, patriotic phrases, pet names and the most common first names, in
 * the transliterations people type and in Cyrillic. Lower-case, no digits. The web
 * strength estimator adds each Cyrillic word as typed with the keyboard left on the
 * Latin layout ('пароль' → 'gfhjkm'). The server's common-word check keeps its own
 * copy of the place names and phrases (functions/src/auth/data/common-words.json).
 */
export const UKRAINIAN_PASSWORD_WORDS: readonly string[] = [
  // places
  'ukraine', 'ukraina', 'ukrayina', 'ukrainian', 'kyiv', 'kiev', 'kyiw', 'lviv', 'lvov', 'kharkiv', 'kharkov', 'odesa', 'odessa',
  'dnipro', 'zaporizhzhia', 'poltava', 'chernihiv', 'sumy', 'vinnytsia', 'rivne', 'lutsk', 'ternopil', 'uzhhorod', 'kherson',
  'mykolaiv', 'mariupol', 'donetsk', 'luhansk', 'crimea', 'krym', 'bucha', 'irpin', 'kramatorsk', 'bakhmut', 'zhytomyr',
  'cherkasy', 'chernivtsi', 'ivanofrankivsk', 'kropyvnytskyi', 'khmelnytskyi',
  // phrases and words
  'slava', 'slavaukraini', 'heroyamslava', 'heroiamslava', 'volia', 'svoboda', 'peremoha', 'zsu', 'kozak', 'kozaky', 'maidan',
  'kalyna', 'vyshyvanka', 'sonechko', 'kohannia', 'kohana', 'kokhana', 'lyubov', 'liubov', 'kotyk', 'zaychyk', 'zaichyk',
  'nadiya', 'nadiia', 'mriya', 'mriia', 'ridna', 'rodyna', 'mama', 'tato', 'batko', 'sestra', 'brat', 'bratyk', 'sobaka',
  'kishka', 'kvitka', 'zirka', 'zironka', 'sontse', 'vesna', 'lito', 'osin', 'zyma', 'privit', 'pryvit', 'parol', 'moyparol',
  'shevchenko', 'bandera', 'tryzub', 'borshch', 'salo', 'dynamo', 'shakhtar',
  // first names
  'oleksandr', 'olexandr', 'sasha', 'oleksii', 'andrii', 'andriy', 'serhii', 'serhiy', 'dmytro', 'mykola', 'volodymyr', 'vova',
  'ivan', 'petro', 'taras', 'bohdan', 'yurii', 'vasyl', 'maksym', 'artem', 'denys', 'vitalii', 'roman', 'ihor', 'oleh',
  'olena', 'tetiana', 'tetyana', 'tania', 'natalia', 'nataliia', 'iryna', 'yulia', 'yuliia', 'oksana', 'mariia', 'maria',
  'anna', 'svitlana', 'olha', 'liudmyla', 'lyudmyla', 'nadia', 'viktoriia', 'kateryna', 'katia', 'khrystyna', 'sofiia', 'solomiia',
  // Cyrillic
  'україна', 'украина', 'київ', 'киев', 'львів', 'харків', 'одеса', 'дніпро', 'полтава', 'слава', 'славаукраїні', 'героямслава',
  'воля', 'свобода', 'перемога', 'козак', 'кохання', 'кохана', 'любов', 'котик', 'зайчик', 'сонечко', 'надія', 'мрія', 'калина',
  'родина', 'мама', 'тато', 'пароль', 'привіт', 'привет', 'квітка', 'зірка', 'весна', 'собака', 'кішка',
  'олександр', 'саша', 'андрій', 'сергій', 'дмитро', 'микола', 'володимир', 'іван', 'петро', 'тарас', 'богдан', 'максим',
  'олена', 'тетяна', 'таня', 'наталія', 'ірина', 'юлія', 'оксана', 'марія', 'анна', 'світлана', 'ольга', 'катерина', 'софія',
];
