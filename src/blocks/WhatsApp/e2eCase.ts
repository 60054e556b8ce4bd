import { blockCase } from '../e2eCase'

// Nothing while Site settings list no WhatsApp line (the seed's default); whatsapp-chat.e2e.ts
// shows it with lines configured.
export const e2eCase = blockCase('whatsApp', {
  block: { heading: 'WhatsApp block' },
  visible: () => [],
})
