/**
 * Demo comments: friendly, tasteful fan talk in the four interface languages, and the people who
 * write it. Plain text (an emoji here and there), as real comments are.
 */

export const DEMO_FANS = [
  'mila.rose',
  'kenji_t',
  'sofia.luz',
  'joao.pedro',
  'elif_k',
  'night.owl',
  'marta_g',
  'deniz.a',
  'lucas.br',
  'ana.sun',
  'tom_hart',
  'valen.tina',
] as const

export const TOP_LEVEL_COMMENTS: readonly string[] = [
  'This is gorgeous, the light is perfect ✨',
  'Love the colours in this one!',
  'You always make my day better 😊',
  'Wow. Just wow.',
  'The styling here is on another level',
  'Best post this week, no contest',
  'Can we get more of this series please? 🙏',
  'Such a calm, beautiful mood',
  'Saving this one, absolutely stunning',
  'Your work keeps getting better',
  'Qué bonito, me encanta el ambiente 😍',
  'Preciosa como siempre',
  'Esta serie es mi favorita, ¡más así por favor!',
  'Me alegras el día cada vez',
  'Que foto linda, amei as cores!',
  'Maravilhosa como sempre 💛',
  'Esse clima ficou perfeito',
  'Cada post melhor que o outro',
  'Çok güzel olmuş, bayıldım 😍',
  'Harika bir paylaşım, emeğine sağlık',
  'Renkler muhteşem!',
  'Her zamanki gibi çok tatlısın',
]

export const REPLY_COMMENTS: readonly string[] = [
  'Totally agree!',
  'Same here 😄',
  'Right? I keep coming back to it',
  'Exactly what I was going to say',
  '¡Totalmente de acuerdo!',
  '¡Yo también!',
  'Concordo demais!',
  'Verdade 😄',
  'Kesinlikle katılıyorum!',
  'Aynen öyle 😊',
]

export const CREATOR_REPLIES: readonly string[] = [
  'Thank you so much! 💕',
  'You are the sweetest, thank you!',
  'More coming very soon 😉',
  '¡Muchas gracias! 💕',
  'Obrigada, de coração! 💛',
  'Çok teşekkürler! 💕',
]
