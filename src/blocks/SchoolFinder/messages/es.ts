import type { FinderText } from './en'

/** The finder's words, in Latin American Spanish. */
export const es: FinderText = {
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
}
