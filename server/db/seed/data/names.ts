/** Invented stage names and copy for the demo catalogue; any resemblance to real people is accidental. */

export const DIVA_FIRST = [
  'Luna', 'Ivy', 'Mara', 'Selene', 'Nova', 'Aria', 'Zara', 'Lyra', 'Cleo', 'Vera', 'Nina', 'Elle',
  'Sienna', 'Roxy', 'Jade', 'Skye', 'Amber', 'Kira', 'Lola', 'Mila', 'Raven', 'Stella', 'Tess', 'Yara',
  'Bianca', 'Coco', 'Dahlia', 'Esme', 'Freya', 'Gia', 'Iris', 'Juno',
]
export const CHAD_FIRST = [
  'Axel', 'Bruno', 'Cole', 'Dante', 'Enzo', 'Finn', 'Gage', 'Hugo', 'Ivan', 'Jax', 'Kai', 'Leo',
  'Milo', 'Nico', 'Orion', 'Rafe', 'Silas', 'Theo', 'Vince', 'Wade', 'Zane', 'Ryder', 'Marco', 'Luca',
  'Diego', 'Emil', 'Felix', 'Gabe',
]
export const DUO_FIRST = ['Sam', 'Alex', 'Robin', 'Jordan', 'Sky', 'Quinn', 'Rio', 'Kit', 'Ash', 'Rene']
export const LAST = [
  'Vale', 'Noir', 'Sol', 'Rivers', 'Knight', 'Blaze', 'Monroe', 'Cruz', 'Storm', 'Wilde', 'Hart', 'Lane',
  'Fox', 'Steele', 'Rose', 'Sterling', 'Moreau', 'Santos', 'Reyes', 'Kaya', 'Demir', 'Lux', 'Vega', 'Royale',
  'Bellamy', 'Cortez', 'Duval', 'Everly', 'Faye', 'Gold', 'Haze', 'Ivory',
]

export const ABOUT_OPENERS = [
  'Photographer by day, creator by night.',
  'Former dancer turned full-time creator.',
  'Fitness coach with a soft spot for film photography.',
  'Travelling the world one sunset at a time.',
  'Studio shoots, behind-the-scenes and a lot of laughter.',
  'Cosplayer, gamer and proud night owl.',
  'Model, stylist and vintage collector.',
  'Yoga every morning, new sets every week.',
]
export const ABOUT_DETAILS = [
  'Subscribe for weekly sets, long behind-the-scenes videos and the stories I never post anywhere else.',
  'I answer every message personally, so say hi in the chat and tell me what you would like to see next.',
  'Expect golden-hour shoots, studio lighting experiments and the occasional blooper reel.',
  'Members get everything first: full sets, uncut videos and polls where you pick the next theme.',
  'Tips keep the lights on and the camera rolling. Thank you for being here, it means the world.',
  'New content every Tuesday and Friday. Live sessions announced in my posts.',
]

export const POST_CAPTIONS = [
  'Golden hour on the rooftop ✨',
  'New set drops Friday. Who is ready?',
  'Studio day: testing a new lighting setup.',
  'A little behind-the-scenes from yesterday’s shoot.',
  'Sunday mood 🌙',
  'Which look should I do next? Tell me in the comments.',
  'Thank you for 10k likes! Here is something special.',
  'Travel diary: day three.',
  'Soft light, slow mornings.',
  'Neon nights are back.',
  'Fresh from the dressing room.',
  'This one is just for my subscribers.',
  'Warming up before the live session tonight.',
  'Colour study in pink and violet.',
  'Midnight rehearsal.',
  'Poolside and no plans.',
  'Throwback to my very first shoot.',
  'New week, new set.',
  'Unlock the full gallery to see the rest.',
  'Tried something different today, let me know what you think.',
]

export const MOVIE_WORDS_A = [
  'Midnight', 'Velvet', 'Neon', 'Golden', 'Silent', 'Crimson', 'Electric', 'Hidden', 'Endless', 'Silver',
  'Burning', 'Secret', 'Wild', 'Lunar', 'Sapphire', 'Private', 'Late', 'Summer', 'Winter', 'Scarlet',
]
export const MOVIE_WORDS_B = [
  'Tide', 'Hour', 'Affair', 'Mirage', 'Session', 'Reflections', 'Heatwave', 'Dream', 'Rendezvous', 'Notes',
  'Escape', 'Glow', 'Whispers', 'Lights', 'Rhythm', 'Weekend', 'Encounter', 'Studio', 'Diaries', 'Story',
]

export const MOVIE_DESCRIPTIONS = [
  'An intimate, beautifully lit session shot over one long evening.',
  'A slow-burning story set between a rooftop and a city that never sleeps.',
  'Shot on location with natural light and a lot of chemistry.',
  'Behind the scenes and in front of the camera, uncut and in HD.',
  'A playful studio session with music, laughter and a few surprises.',
  'The long-awaited sequel, with the full cast back together.',
]

export const TAGS = [
  'hd', 'exclusive', 'new', 'popular', 'studio', 'outdoor', 'sunset', 'neon', 'vintage', 'lingerie',
  'fitness', 'dance', 'cosplay', 'pov', 'solo', 'duo', 'behind-the-scenes', 'interview', 'travel', 'beach',
  'pool', 'shower', 'massage', 'romantic', 'playful', 'tattoos', 'athletic', 'curvy', 'muscle', 'redhead',
  'blonde', 'brunette', 'latex', 'uniform', 'stockings', 'yoga', 'night', 'city', 'rooftop', 'candlelight',
  'slow-motion', 'close-up', 'live', 'bloopers', 'photoshoot', 'fashion', 'glamour', 'boudoir', 'artistic', '4k',
]

export const GROUP_NAMES = [
  'Rooftop Sessions', 'Neon Nights', 'The Studio Tapes', 'Summer in Ibiza', 'Golden Hour', 'After Dark',
  'Velvet Diaries', 'Behind the Lens', 'Road Trip', 'Poolside Stories', 'Midnight Club', 'Private Collection',
  'First Times', 'City Lights', 'Winter Cabin', 'The Photoshoot', 'Dance Floor', 'Villa Weekend',
  'Backstage Pass', 'Love Letters', 'Heatwave', 'Sunday Mornings', 'The Audition', 'Mirror Mirror',
  'Open Studio', 'Night Shift', 'Island Escape', 'Secret Garden', 'Lights Out', 'Encore',
  'Silk & Steel', 'Red Room', 'Blue Hour', 'Hotel Stories', 'Summer Camp', 'Masquerade',
  'Desert Heat', 'Uptown', 'Low Tide', 'Final Cut',
]
