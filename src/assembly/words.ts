/**
 * Grammar words of English commands (verbs, articles, fillers): the structure of a command, not
 * the cell's vocabulary, which lives in the cell file. Written as word lists (space-separated).
 */
const wordSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Verbs that build or add layers. */
export const BUILD_VERBS = wordSet(`
  make build assemble prepare create stack add put place layer set give fix do want get start
  construct top finish cook whip craft use need drop lay pile throw toss stick bring load
`);

export const MOTION_VERBS = wordSet(`
  move nudge shift go slide jog bump step inch scoot drift travel head come raise lift lower drop push
  pull back adjust reposition budge
`);

/** Words that end a clause when an action verb follows them. */
export const CLAUSE_VERBS = wordSet(`
  go move return wait pause pick grab put place add stack make build clear undo speed slow hurry nudge
  shift raise lower bring take start cancel come head drop layer assemble prepare create remove
  transfer carry finish park reset
`);

/** Words that never name an ingredient (so an unknown word among them is not reported). */
export const STOP_WORDS = wordSet(`
  a an the some of it that this these those them me my i you your we us our please on in at to onto
  into over under above below from for by up down off out is are be was am and or but then with
  without slice slices piece pieces layer layers tile tiles bit little lot more one ones another same
  again too also as well now just only both each all every everything side sides stack stacks zone
  zones spot area position place table plate board station there here where what which who how why
  when can could would will should shall may might must do does did done have has had get got let lets
  go make build add put new nice good great lovely tasty yummy quick simple big small tall short large
  cm mm m inch inches times time x s sec secs second seconds minute minutes so very really quite okay
  ok hey robot arm gripper thing things stuff like want need love id im its first third last next
  finally after afterwards top bottom middle layered stacked use using give
  fix prepare create assemble start finish order kind type sort way instead rather than thanks thank
  if not dont no any anything something yes right left center centre fixture assembly slot slots home
  back ready whole entire full regular extra double triple plus hold skip leave lay pile throw toss
  stick bring load todays today lunch dinner breakfast snack meal guys everyone him her boss customer
  team open close begin end base tower heap
`);

/** Words that may stand between an add verb and the ingredient it names ("add a slice of X"). */
export const ITEM_LEAD_INS = wordSet(`
  a an the some of slice slices piece pieces layer layers tile tiles bit little more extra fresh
  sliced thin thick 1 2 3 4 5 another few couple
`);

/**
 * Words the assembly constructions read besides verbs and cell words: recovery, home, waiting,
 * repeating, teaching, speed and counting phrases, and the modifiers a build applies.
 */
export const CONSTRUCTION_WORDS = wordSet(`
  over again scratch afresh never mind nevermind cancel scrap forget abort reset redo mistake bad oops
  whoops wrong messed screwed goofed undo return remove rid tidy clean empty dismantle unstack apart
  break home park rest starting beginning pose wait pause hang sleep still stay stop moment tick jiffy
  call name remember save store keep memorize memorise learn record means mean stands short whenever
  everytime anytime say teach from going forward future normal regular usual default medium pace
  speed twice thrice times only again once more same another repeat both either everywhere except
  without no not dont never but instead rather swap replace substitute switch exchange change
  double triple extra less fewer with including include also too plus minus skip hold leave drop
  then next finally first afterwards after last top bottom couple pair dozen half about made items
  ingredients toppings fillings centimeter centimeters centimetre centimetres millimeter millimeters
  millimetre millimetres meter meters metre metres mins sec secs ill thats im id ive youre its lets
  real really whats theres isnt cant wont didnt doesnt wouldnt couldnt shouldnt weve theyre hes shes
`);
