/**
 * Passwords refused as too common (issue 20 item 10). Base words only: the rule in
 * password-rule.ts also refuses their variants (any case, spaces or dashes, digits or symbols
 * before or after, simple letter swaps such as 0 for o, the word repeated), so "Password123!",
 * "p@ssw0rd" and "passwordpassword" all match "password".
 *
 * Provenance: hand-curated from the passwords that published "most common password" surveys
 * keep reporting (keyboard walks, number runs, names, teams, pets, "iloveyou"), plus words of
 * this product (tend, therapy, clinic). It is a seed, not a breach corpus: no password list was
 * available offline when it was written. Swapping in a larger list means replacing this string
 * (one entry per whitespace-separated word).
 */
export const commonPasswordList = `
000000 101010 111111 112233 11223344 112233445566 121212 121314 123123 123321 12345 123456 1234567 12345678 123456789 1234567890
123654 123qwe 131313 147258 147258369 159753 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 456789 654321
666666 741852963 7777777 789456123 963852741 987654321 a1b2c3 a1b2c3d4 aa123456 aaaaaa abc123 abcd1234 abcdef abcdefg abcdefgh
access access14 adgangskode admin admin1 admin123 administrator administrator1 amanda america amor andrew angel angels anthony
apple apple123 arsenal asdasd asdf1234 asdfasdf asdfgh asdfghjkl ashley autumn azerty baby babygirl bailey banana barcelona
baseball baseball1 basketball batman batman1 bear berlin bitch blessed blizzard bonjour brother bulldog buster butterfly california
canada cat changeme charlie charlie1 cheese cheese1 chelsea chelsea1 chocolate christ ciao client clinic coffee computer computer1
contrasena cookie correcthorsebatterystaple corvette counseling counselor cowboys dad dallas daniel daniela daughter default
demo diamond doctor dog doggy dolphin dragon dragon1 eagle eagles example facebook faith falcon family father ferrari flower
football football1 forest forever fortnite freedom freedom1 friends fuckoff fuckyou galaxy gamer gaming garfield george ginger
god godisgood golden golf google guest hallo hannah harley haslo health healthcare heaven hello hello123 hey hi hockey hope
horse hospital hottie hunter hunter2 husband iloveu iloveyou iloveyou1 internet iphone jasmine jennifer jessica jesus jesus1
jordan jordan23 joshua juventus killer killer1 kitten lakers letmein letmein1 letmein123 letmeinnow lightning lion liverpool
liverpool1 login london london123 lovely loveme lovers loveyou maggie maria master master1 matrix matthew medical mentalhealth
mercedes merlin mexico michael michael1 michelle mickey microsoft minecraft minnie mom monkey monkey1 moon motdepasse mother
mountain mustang mylove mypassword myself naruto nature newpassword newyork nicole nintendo nothing nurse ocean oldpassword
open opensesame openup orange p@ssw0rd p@ssword paris parola pass pass123 pass1234 passion passw0rd password password1 password12
password123 password1234 passwort patient peanut pepper phoenix pizza playboy player playstation pokemon pookie porsche practice
princesa princess princess1 private psychology puppy purple q1w2e3r4 q1w2e3r4t5 qazwsx qazwsxedc qwaszx qwe123 qweasd qweasdzxc
qweqwe qwerty qwerty1 qwerty123 qwerty12345 qwerty123456 qwertyui qwertyuiop qwertz rainbow ranger river robert roblox root
root123 salasana samantha sample samsung sarah scooby secret secret123 secure security senha session sexy shadow shadow1 shark
silver sister snoopy soccer soccer1 spiderman spring star starlight stars starwars starwars1 steelers storm summer sunset
sunshine sunshine1 superman superman1 superstar sweetheart sweety teamo temp tempass temppassword tend tendapp tennis tequiero
test test123 tester testing therapist therapy thomas thunder tiger tigger toor trinity trustno1 universe user wachtwoord warcraft
welcome welcome1 welcome123 wellness whatever whatever1 wife william winter wolf xbox yamaha yankees yellow yourpassword zaq12wsx
zaq1xsw2 zaq1zaq1 zxcvbn zxcvbnm zxczxc zzzzzz
`;
