/**
 * What risk sounds like in a clinician's dictation, over normalised text (normalise.ts): the
 * clinical terms and the ways clients actually say it. Each entry is a target for ConText
 * (context.ts), which decides whether it is denied, hypothetical, historical or someone else's.
 */
export type TargetKind = 'passive' | 'active' | 'attempt' | 'self_harm' | 'homicidal' | 'abuse';

const self = '(?:herself|himself|themselves|themself|myself|yourself)';

/**
 * Every entry matches whole words only: "end her life" must not match inside "spend her life",
 * "rape" inside "therapeutic", "bit herself" inside "habit herself".
 */
const words = (alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'g');
const pron = '(?:i|she|he|they|we)';
const obj = '(?:me|her|him|them|us)';

export const targets: { kind: TargetKind; re: RegExp; requires?: RegExp; unless?: RegExp }[] = [
  // Order matters: a span of ideation, an attempt or self-harm is claimed by the first kind that matches it.
  // Passive ideation: a wish to be dead, not to wake up, not to exist.
  {
    kind: 'passive',
    re: words([
      'passive (?:suicidal ideation|suicidal thoughts|ideation|death wish|thoughts|wish to die|thoughts of (?:death|dying|suicide))',
      '(?:wish(?:es|ed|ing)?|hope[sd]?|pray(?:s|ed)?) (?:that )?' + pron + ' (?:was|were|would be) (?:dead|gone|not (?:here|alive|around))',
      '(?:wish(?:es|ed|ing)?|hope[sd]?) (?:that )?' +
        pron +
        ' (?:could |would )?(?:just )?(?:die|disappear|not exist|stop existing|not be here|fall asleep and not wake up)',
      '(?:would not|will not|not|never|did not|does not|do not) (?:want to )?wake up',
      'do(?:es)? not care if ' + pron + ' (?:wakes? up|lives?|dies?|die|live)',
      'better off (?:dead|without ' + obj + '|if ' + pron + ' (?:was|were) (?:dead|gone|not here|not around))',
      '(?:easier|better) (?:for everyone )?if ' +
        pron +
        ' (?:just )?(?:did not exist|was not here|were not here|was not around|were not around|was gone|were gone|was dead|were dead|died)',
      '(?:wish(?:es|ed|ing)?|hope[sd]?) (?:that )?' + pron + ' (?:had not|did not|would not|never|could not) (?:have )?(?:woken|wake|woke) up',
      'better off with (?:the|my|his|her|their) (?:life )?insurance',
      "(?:what is|what's) the point (?:of|in) (?:living|being (?:here|alive)|going on|life|any of it|it all)",
      'no (?:point|reason) (?:in |to )?(?:living|live|going on|being alive|be alive)',
      'tired of (?:living|being alive|life)',
      'not (?:be|being) here anymore',
      'not worth living',
      'do(?:es)? not want to (?:be alive|live|exist|be here anymore|be around anymore)',
      '(?:bus|car|truck|train) would (?:hit|run over|kill) ' + obj,
      '(?:death wish|thoughts of (?:death|dying)|wants? to die|wanted to die|wanting to die|wishes (?:she|he|they) (?:could|would) die|ready to die|sleep forever)',
    ]),
  },
  // "Attempt" alone is an attempt at anything; it counts only beside words of suicide (see requires).
  {
    kind: 'attempt',
    re: words([
      '(?:suicide |suicidal )?attempt(?:s|ed)?(?: (?:at )?suicide| on (?:her|his|their|my) (?:own )?life)?(?! to (?!kill|end|take))',
      // A death by suicide: never the client's, always someone's loss (read by ConText as someone else's).
      'killed ' + self,
      '(?:died|death) (?:by|from|of) suicide',
      '(?:committed|completed) suicide',
      'took (?:her|his|their) own life',
      'tried to (?:kill ' + self + '|end (?:my|her|his|their) life|take (?:my|her|his|their) (?:own )?life|overdose|hang ' + self + ')',
      'overdosed',
      '(?:took|taken|had|an|the|a|intentional|deliberate)(?: (?!roommate|friend|brother|sister|son|daughter|cousin)[a-z]+)? overdose',
    ]),
    requires:
      /suicid|\bkill(?:ed)? (?:her|him|them|my)sel|\b(?:end|take|took) (?:her|his|their|my) (?:own )?life|overdos|\bto die\b|\bhang(?:ed|ing)? (?:her|him|them|my)sel/,
  },
  // "Made an attempt", "two prior attempts": clinical shorthand for a suicide attempt, with no other word for it.
  {
    kind: 'attempt',
    re: words([
      '(?:made|make|makes|had|has had|have had|with) (?:an?|one|two|three|several|multiple|\\d) (?:(?:prior|previous|past|serious|lethal|near-lethal|medically serious) )?attempts?(?! (?:to|at|on)\\b(?! (?:her|his|their|my) (?:own )?life))',
      '(?:prior|previous|past) attempts?(?! (?:to|at)\\b)',
      '(?:history|hx) of (?:multiple |several |two |three |\\d )?attempts',
    ]),
  },
  // Active ideation: thoughts of killing oneself.
  {
    kind: 'active',
    re: words([
      '(?:active )?suicidal(?: ideation| thoughts| thinking| urges| feelings)?',
      'suicide',
      '(?:kill(?:ing)?|end(?:ing)?|hang(?:ing)?|shoot(?:ing)?) ' + self,
      '(?:end(?:ing|s|ed)?|take|taking|took) (?:my|her|his|their) (?:own )?life',
      'end(?:ing)? it all',
      'ending things',
      'thought about taking (?:them all|all of them|all (?:her|his|their|the) (?:pills|meds|tablets))',
    ]),
  },
  // The clinician's own summary of suicidal risk ("this is a plan, means and some intent").
  {
    kind: 'active',
    re: /\b(?:a |the )?plan,? (?:and |with )?(?:means|intent)(?:,? (?:and )?(?:some )?(?:means|intent))?\b/g,
    unless: /violen|victim|homicid|hurt (?:him|her|someone)|duty to warn/,
  },
  {
    kind: 'self_harm',
    re: words([
      'self[- ]?harm(?:ing|ed)?',
      'self[- ]?injur(?:y|ies|ious|ing|ed)',
      '(?:cut|cuts|cutting|burn|burns|burning|burned|burnt|scratch|scratches|scratching|scratched|hit|hits|hitting|hurt|hurts|hurting|harm|harms|harming|punch|punching|punched|bite|biting|bit|carve|carving|carved) ' +
        self,
      '(?:cut|cuts|cutting|burned|burning|carved|carving) (?:on )?(?:her|his|their|my) (?:arms?|wrists?|legs?|thighs?|stomach|skin|forearms?)',
      'urges? to (?:cut|burn|self-harm|hurt ' + self + '|harm ' + self + ')',
      '(?:started|start|began|begun|been|was|is|has been|had been) cutting(?! (?:back|down|out|class|school|carbs|sugar|ties|corners|hair|people|off))',
      'cutting again',
      // "Her friend Mia cuts", "she still cuts": cutting with no object, said of a person (not "budget cuts").
      "(?<!\\b(?:budget|price|pay|tax|job|staff|service|funding|hair|paper|deep|minor|small|several|many|some|the|those|these|his|her|their|my|no|with|from|of|and|few|two|three|any|bad|power|final|director's|jump|short|cold)\\s)cuts(?= *(?:[,.;]|$)| (?:again|sometimes|too|to cope|regularly|daily|every (?:day|night|week)|when (?:she|he|they) (?:is|are|gets?|feels?)|and (?:she|he|they|i|we) )\\b)",
      '(?:the|her|his|their|my) cutting(?! (?:board|edge|room|floor|hair|back|down|class|of))',
      'bang(?:ing|ed|s)? (?:her|his|their|my) head',
      'pick(?:ing|ed|s)? at (?:her|his|their|my) skin until',
    ]),
  },
  {
    kind: 'homicidal',
    re: words([
      'homicidal(?: ideation| thoughts| urges| feelings)?',
      '(?:thoughts?|fantas(?:y|ies|izing)|urges?|ideas?) (?:of|about) (?:killing|hurting|harming|stabbing|shooting|strangling|attacking) (?!' +
        self +
        ')(?:him|her|them|someone|somebody|people|others|(?:his|her|their|my|the) \\w+|[a-z]+)',
      '(?:want(?:s|ed)?|going|wanting|plans?|planning|threaten(?:s|ed|ing)?) to (?:kill|hurt|stab|shoot|strangle|beat up|attack|murder) (?!' +
        self +
        '|me\\b|time\\b|it\\b)(?:him|her|them|someone|somebody|people|others|(?:his|her|their|my|the|that) \\w+|[a-z]+)',
      '(?:kill|murder|stab|shoot) (?:him|her|them|(?:his|her|their|my) (?:boss|ex|wife|husband|partner|father|mother|dad|mom|stepfather|stepdad|brother|sister|neighbou?r|coworker|co-worker|supervisor|teacher|roommate|landlord|boyfriend|girlfriend)|that guy|the guy|someone|somebody|people)(?! (?:off|for|time))',
      'make (?:him|her|them) pay',
      'want(?:s|ed)? (?:him|her|them) dead',
      "(?:thought|thinking|thinks|fantasi[sz]\\w*|dream(?:s|ed|ing)?) (?:about|of) (?:[a-z']+ ){0,8}?(?:killing|shooting|stabbing|hurting|strangling|running over|attacking|beating up) (?!" +
        self +
        ')(?:him|her|them|[a-z]+)',
      '(?:hurt|harm)(?:ing)? (?:someone|somebody|others|other people|people)',
      'violent (?:thoughts|urges|fantasies|ideas) (?:toward|towards|about|of)',
    ]),
  },
  {
    kind: 'abuse',
    re: words([
      '(?:physical|sexual|emotional|verbal|financial|elder|child) (?:abuse|exploitation|assault)',
      '(?:physically |sexually |emotionally |verbally |financially )?abus(?:e|es|ed|ing|ive)',
      '(?:hits|hit|hitting|beats|beat|beating|slaps|slapped|slapping|punches|punched|kicks|kicked|shoves|shoved|chokes|choked|choking|strangles|strangled|strangling|whips|whipped) (?:me|her|him|them|the (?:kids|children|baby|boys|girls)|(?:her|his|their) (?:kids|children|son|daughter|wife|mother|mom|father|dad|sister|brother|grandmother|grandfather))',
      'put (?:his|her) hands? (?:around|on) (?:her|his|my) (?:neck|throat)',
      'grab(?:bed|s|bing)? (?:her|him|me|them) by the (?:throat|neck|hair)',
      'strangulation',
      'molest(?:ed|ing|s)?',
      'rap(?:e|ed)(?! seed)',
      'touch(?:es|ed|ing)? (?:her|him|them|me) inappropriately',
      "touch(?:es|ed|ing)? (?:her|his|their|my|[a-z]+'s) (?:private parts|privates|private area|genitals|breasts?|crotch|vagina|penis)",
      '(?:sexual|sexually inappropriate) touching|touched (?:her|him|them|me) sexually|made (?:her|him|them|me) touch (?:his|her|their)',
      'inappropriate(?:ly)? touch(?:ing|ed)?',
      'neglect(?:ed|ing|s)?(?! (?:to|her own|his own|self-care|hygiene))',
      "(?:not|never|does not|is not|isn't) (?:feeding|fed|bathing|changing) (?:the )?(?:kids|children|baby|him|her|them)",
      '(?:left|leav(?:e|es|ing)) (?:the )?(?:kids|children|baby|toddler|him|her|them) (?:home )?alone',
      'no food (?:in the (?:house|apartment|home)|except|at home|for (?:the kids|him|her|days))',
      'no food in the house',
      'exploit(?:ed|ing|s|ation)',
      '(?:taking|took|takes|stealing|stole|steals|draining|drained|cashing) (?:her|his) (?:money|savings|pension|social security|checks|medications?|pain pills)',
      'threaten(?:s|ed|ing)? to (?:kill|hurt|beat) (?:her|him|me|them|the kids)',
      'domestic violence',
      'unsafe at home',
      'afraid (?:of|to go home to) (?:her|his) (?:husband|partner|boyfriend|girlfriend|wife|father|dad|stepfather|stepdad|mother|mom)',
      'bruises?',
      'intimate[- ]partner violence',
      // Said in the passive, the person harmed is the subject: "she was assaulted by a coworker".
      '(?:was|were|got|gets|been|being|is) (?:sexually |physically )?(?:assaulted|abused|molested|raped|beaten(?! (?:down|out|by (?:life|work)))|strangled|punched|slapped|kicked(?! (?:out|off))|choked(?! (?:up|on)))',
      '(?:sexually |physically )?assaulted (?:her|him|them|me)',
    ]),
  },
];

/**
 * Words that look like a target but are not about a person being harmed: substance abuse, idioms,
 * and the names of support and advocacy groups and events ("a suicide loss support group", "the
 * NAMI suicide prevention walk") — going to one is not the client's risk.
 */
export const falseFriends = new RegExp(
  `\\b(?:${[
    '(?:substance|alcohol|drug|opioid|opiate|cannabis|marijuana|polysubstance|prescription|stimulant|benzo(?:diazepine)?|meth(?:amphetamine)?|cocaine) (?:abuse|use)',
    '(?:survivors?|loss|bereavement|grief|support|advocacy) (?:group |groups )?(?:of|for|after) (?:suicide|those (?:who|that) (?:have )?lost (?:someone|a loved one|loved ones) to suicide)(?: loss)?',
    '(?:people|those|families|survivors|others) who (?:have )?lost (?:someone|somebody|a loved one|loved ones|a family member|family members|a child|children)(?: \\w+)? to suicide',
    'suicide (?:loss|survivors?|bereavement|grief|prevention|awareness|anonymous|hotline|lifeline|line|crisis line|crisis center|walk|5k|run|ride|vigil|fundraiser|training|risk assessment|risk|screen\\w*|support|memorial|advocacy|education|class|foundation|coalition|network)',
    '(?:988 )?suicide (?:and|&) crisis lifeline',
    'risk (?:of|for) (?:suicide|self-harm|violence|harm)',
    'suicidality (?:screen\\w*|assessment)',
    'kill (?:him|her|them|someone|everyone|people) with kindness',
    'killing (?:it|time)|kill (?:time|for)|dying (?:to|for)|cutting (?:back|down)|shooting (?:hoops|pool|photos|a video)|shot (?:a|some) (?:photo|video|hoops)',
    'accidental(?:ly)? overdos\\w*',
    'is (?:going to|gonna) kill (?:me|her|him)(?! (?:with|because))',
    // Feeling neglected, or neglecting chores, is not neglect of a person in someone's care.
    '(?:feels?|felt|feeling) (?:emotionally |a bit |so |very )?neglected|self-neglect\\w*|neglect(?:ed|ing|s)? (?:her|his|their|my) (?:studies|homework|chores|health|garden|friends|hobbies|own needs)',
  ].join('|')})\\b`,
);

/** Suicidal ideation attributes in or next to an ideation sentence (C-SSRS items 3–5). */
export const attributes = {
  plan: /\b(?:(?:walk|walking|step|stepping|jump|jumping|run|running|drive|driving|crash|crashing)(?: out)? (?:in front of|off (?:a|the|of)|into (?:traffic|the (?:river|lake|water|ocean)))|thought about (?:using|taking) (?:his|her|their|a|the|all|them)|a plan|plan(?:s|ned)? (?:to|how|for how)|specific plan|(?:the )?method|how (?:she|he|they|i) would (?:do it|kill|end)|thought (?:about|of) (?:how|overdosing|jumping|hanging|cutting|shooting|crashing|drowning|taking (?:all )?(?:her|his|their|my) pills)|(?:looked|looking|looks) up (?:how|ways)|(?:overdos(?:e|ing) on|jump(?:ing)? (?:off|from|in front)|hang(?:ing)? (?:herself|himself)|drive (?:off|into)|crash(?:ing)? (?:the|her|his|my) car))\b/,
  intent:
    /\b(?:intent(?:ion)? to|(?:has|with|reports?|endorse[sd]?|some|clear) intent(?:ion)?|intends? to|(?:is|was) going to (?:do it|kill|end it|act)|would act on|ready to (?:do it|act|die)|made up (?:her|his|their|my) mind|set a date|wrote (?:a |her |his )?(?:suicide |goodbye )?(?:note|letter)|giv(?:ing|en|es) (?:away )?(?:her|his|their) (?:things|stuff|belongings|possessions) away|gave away|giving away|(?:given|gave|giving|give) (?:away )?(?:her|his|their) \w+ away|said (?:her |his )?goodbyes?|rehears(?:ed|al|ing)|thinks? (?:she|he|they|i) (?:will|would|might) (?:do it|go through with it|act on it)|planning to (?:take|do|use|end|kill))\b/,
  means:
    /\b(?:access to (?:a |her |his |their )?(?:gun|firearm|weapon|pills|medications?|rope)|(?:has|have|had|keeps?|owns?|bought|purchased|got) (?:a |his |her |their )?(?:gun|firearm|rifle|pistol|handgun|shotgun|rope|knife)|(?:gun|firearm|rifle|pistol|handgun|shotgun)s? (?:in|at) (?:the |her |his )?(?:home|house|apartment|car)|stockpil(?:e|ed|ing)|(?:saving|saved|hoarding|collecting|hoarded|collected|saved up) (?:up )?(?:her |his |their )?(?:pills|meds|medications?|tablets)|bottle of (?:pills|tablets)|(?:saving|saved|stockpiling|hoarding) them(?: up)?|(?:saving|saved|stockpil\w*|hoarding|hoarded|collecting|collected)(?: up)?(?: all)?(?: (?:her|his|their))? (?:pills|meds|medications?|tablets|\w+(?:done|pam|lam|ine|ol|fen|zine|tin))|(?:her|his|their|a loaded|the) (?:gun|handgun|firearm|rifle|pistol|shotgun)s?|loaded)\b/,
};

/** Homicidal-ideation attributes: an identifiable target, a plan, means. */
export const homicidalAttributes = {
  target:
    /\b(?:kill|hurt|stab|shoot|strangle|harm|attack|murder|beat up|make)(?:ing)? (?:his|her|their|my|the|that) (?:boss|ex|wife|husband|partner|father|mother|dad|mom|stepfather|stepdad|brother|sister|neighbou?r|coworker|co-worker|supervisor|teacher|roommate|landlord|boyfriend|girlfriend|guy|man|woman)\b|\bnamed (?:a |his |her )?(?:specific )?(?:person|target|victim)|\bidentifi(?:ed|able) (?:a )?(?:target|victim|person)\b|\b(?:toward|towards|about|at) (?:his|her|their) (?:boss|ex|wife|husband|partner|father|stepfather|neighbou?r|coworker|co-worker|supervisor)\b/,
  plan: /\b(?:a plan|plan(?:s|ned)? to|thought about (?:driving|going|waiting)|(?:home|be) alone on|knows where (?:he|she|they) (?:lives|works|parks)|wait(?:ing|ed)? (?:for|outside)|follow(?:ed|ing) (?:him|her)|has thought about how)\b/,
  means:
    /\b(?:(?:his|her|a|their) (?:[a-z]+ )?(?:gun|firearm|rifle|pistol|handgun|shotgun|knife)|(?:has|have|had|owns?|bought|carries|carry|keeps?) (?:a |his |her )?(?:gun|firearm|rifle|pistol|handgun|knife|weapon)|access to (?:a )?(?:gun|firearm|weapon)|(?:gun|firearm|rifle|pistol|handgun)s? (?:in|at) (?:the |his |her )?(?:home|house|truck|car))\b/,
};
