import { items, steps } from '../blocks'

/** Spanish twin of `consultancyPhases` in seed/blocks.ts: the four consultancy phases. */
export const consultancyPhases = steps({
  heading: 'Nuestro modelo de consultoría',
  intro: 'Toda implementación nacional o distrital sigue cuatro fases, de modo que cada decisión se apoya en lo aprendido en la fase anterior.',
  steps: items([
    ['Conocer y evaluar', 'Estudiamos sus escuelas, flujos de datos, conectividad y políticas, y medimos dónde se pierden hoy tiempo e información.'],
    ['Visualizar y planificar', 'Juntos definimos los objetivos, el orden de la implementación y los indicadores que demostrarán el éxito.'],
    ['Activar e implementar', 'Configuramos la plataforma, migramos los registros, capacitamos al personal y acompañamos a las escuelas durante su puesta en marcha.'],
    ['Impulsar y optimizar', 'Damos seguimiento a la adopción y a los resultados, y luego ajustamos la plataforma y la capacitación para que los beneficios sigan creciendo.'],
  ]),
})
