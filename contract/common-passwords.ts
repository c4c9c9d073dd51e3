/**
 * Passwords people pick first. A new password on this list is refused (on the form and on the
 * server), because guessing attacks try exactly these.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn
555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow passw0rd password1 password12 password123
pussy sexy hottie playboy babygirl lovely iloveu secret welcome welcome1 admin admin123 administrator
login princess1 qwerty123 qwerty1 abc12345 abcd1234 1q2w3e4r 1q2w3e4r5t zaq12wsx q1w2e3r4 asdf1234
changeme default letmein1 trustno123 whatever nothing samsung apple123 google facebook instagram
twitter youtube linkedin snapchat tiktok netflix spotify velvet velvet123 velvet2026 onlyfans fansly
11223344 12341234 00000000 99999999 88888888 87654321 123456a 123456q a123456 qwe123 zxc123 asd123
iloveyou1 lovelove loveyou babyboy angel angel1 flower football1 baseball1 soccer1 hello hello123
hellokitty peanut butterfly purple orange banana chocolate cookie jasmine diamond silver golden
mercedes ferrari porsche corvette mustang1 harley1 yamaha suzuki kawasaki honda toyota nissan
blink182 metallica slipknot eminem nirvana beatles rockyou superstar superman1 batman1 spiderman
pokemon naruto dragonball minecraft fortnite roblox warcraft starcraft counter gamer gaming
P@ssw0rd Passw0rd Password Password1 Qwerty123 Welcome1 Admin123 Summer2024 Winter2024 Spring2025
summer2025 winter2025 autumn2025 summer2026 winter2026 january february march april may june july
august september october november december monday tuesday friday weekend holiday`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase()),
)

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}
