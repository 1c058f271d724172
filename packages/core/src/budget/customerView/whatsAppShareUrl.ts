/**
 * A WhatsApp link that opens the app with `text` ready to send, the contact left for the agent to choose.
 *
 * @example whatsAppShareUrl("Hola https://x/y") // "https://wa.me/?text=Hola%20https%3A%2F%2Fx%2Fy"
 */
export const whatsAppShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
