import type { Locale } from '@/lib/i18n/locales'

/** The finder's texts; those the specification quotes are written exactly as it writes them. */
const en = {
  label: 'School name or country',
  placeholder: 'Start typing your school’s name',
  loading: 'Loading schools...',
  loadFailed: 'Unable to load schools. Please try again later.',
  tryAgain: 'Try Again',
  keepTyping: 'Keep typing...',
  noMatches: 'No schools found. Try a different spelling or check with your teacher.',
  suggestions: 'Schools',
  opensInNewTab: '(opens the school’s site in a new tab)',
}

type FinderText = typeof en & { matchesFound: (count: number) => string }

const catalogues: Record<Locale, FinderText> = {
  en: { ...en, matchesFound: (count) => `${count} ${count === 1 ? 'school' : 'schools'} found. Use the arrow keys to choose.` },
  es: {
    label: 'Nombre de la escuela o país',
    placeholder: 'Empiece a escribir el nombre de su escuela',
    loading: 'Cargando escuelas...',
    loadFailed: 'No pudimos cargar las escuelas. Inténtelo más tarde.',
    tryAgain: 'Reintentar',
    keepTyping: 'Siga escribiendo...',
    noMatches: 'No encontramos escuelas. Pruebe con otra ortografía o consulte con su docente.',
    suggestions: 'Escuelas',
    opensInNewTab: '(abre el sitio de la escuela en una pestaña nueva)',
    matchesFound: (count) =>
      `${count} ${count === 1 ? 'escuela encontrada' : 'escuelas encontradas'}. Use las flechas para elegir.`,
  },
}

/** The finder's words in a language; English is the one the specification quotes. */
export const finderText = (locale: Locale): FinderText => catalogues[locale]
export const FINDER_TEXT = en
export const matchesFound = catalogues.en.matchesFound
