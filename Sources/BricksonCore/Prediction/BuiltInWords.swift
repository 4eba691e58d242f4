/// The words prediction knows before anything is learned (T9): common English and the words of a hospital bed.
enum BuiltInWords {
    /// Each word and how common it is (a larger number is more common), before the person teaches it anything.
    static let frequencies: [String: Int] = parse(
        """
        i:900 the:899 to:898 you:897 a:896 and:895 it:894 is:893 my:892 me:891 please:800 need:799 in:798
        not:797 that:796 of:795 for:794 on:793 have:792 can:791 this:790 be:789 what:788 do:787 want:786
        no:700 yes:699 are:697 was:696 with:695 your:694 it's:693 i'm:692 don't:691 at:690 so:689 but:688
        all:687 just:686 help:650 pain:649 nurse:648 water:647 now:646 here:645 there:644 up:643 down:642
        get:641 go:640 out:639 feel:638 like:637 how:600 when:599 where:598 why:597 who:596 will:595
        would:594 could:593 should:592 can't:591 about:590 call:589 thank:550 thanks:549 you're:548 we:547
        they:546 he:545 she:544 her:543 him:542 them:541 our:540 their:539 some:500 more:499 very:498
        too:497 much:496 time:495 back:494 turn:493 off:492 good:491 okay:490 ok:489 bad:488 hurts:487
        hurt:486 doctor:460 bed:459 toilet:458 bathroom:457 cold:456 hot:455 tired:454 sick:453 drink:452
        eat:451 hungry:450 thirsty:449 see:440 know:439 think:438 tell:437 said:436 say:435 come:434
        make:433 take:432 give:431 let:430 put:429 look:428 one:420 two:419 three:418 day:417 night:416
        today:415 tomorrow:414 yesterday:413 morning:412 afternoon:411 evening:410 if:400 or:399 as:398
        an:397 by:396 from:395 then:394 than:393 because:392 been:391 had:390 has:389 did:388 does:387
        am:386 medicine:380 pills:379 pillow:378 blanket:377 sheet:376 light:375 lights:374 window:373
        door:372 tv:371 radio:370 family:360 wife:359 husband:358 son:357 daughter:356 mother:355
        father:354 mum:353 mom:352 dad:351 sister:350 brother:349 friend:348 head:340 neck:338 leg:337
        legs:336 arm:335 arms:334 hand:333 hands:332 foot:331 feet:330 chest:329 stomach:328 throat:327
        mouth:326 eyes:325 ears:324 sit:320 lie:319 move:318 moved:317 roll:316 lift:315 raise:314
        lower:313 higher:312 left:311 right:310 side:309 better:300 worse:299 same:298 fine:297 sore:296
        uncomfortable:295 comfortable:294 scared:293 afraid:292 worried:291 anxious:290 breathe:290
        breathing:289 breath:288 air:287 oxygen:286 suction:285 tube:284 mask:283 cough:282 sleep:280
        rest:279 awake:278 wake:277 quiet:276 noise:275 loud:274 wash:270 clean:269 change:268 changed:267
        dry:266 wet:265 itchy:264 itch:263 dizzy:262 nauseous:261 sleepy:260 glasses:260 phone:259
        hearing:258 aid:257 teeth:256 dentures:255 book:254 music:253 love:250 sorry:249 again:248 wait:247
        stop:246 listen:245 understand:244 remember:243 forget:242 when's:240 what's:239 where's:238
        who's:237 that's:236 there's:235 isn't:234 won't:233 didn't:232 doesn't:231 home:230 visit:229
        visitors:228 room:227 hospital:226 chair:225 wheelchair:224 cup:220 straw:219 ice:218 juice:217
        tea:216 coffee:215 milk:214 soup:213 food:212 warm:209 cool:208 temperature:206 fever:205
        sweating:204 shaking:203 bit:200 little:199 lot:198 lots:197 really:196 still:195 already:194
        never:193 always:192 sometimes:191 happy:190 sad:189 angry:188 frustrated:187 bored:186 lonely:185
        minute:180 minutes:179 hour:178 hours:177 week:176 later:175 soon:174 open:170 close:169 closed:168
        shut:167 thing:160 things:159 something:158 anything:157 nothing:156 everything:155 name:150
        called:149 number:148 write:147 pee:140 poo:139 poop:138 bedpan:137 commode:136 urinal:135
        catheter:134 injection:130 drip:129 iv:128 needle:127 blood:126 pressure:125 test:124 results:123
        question:120 answer:119 mean:118 maybe:115 hello:110 hi:109 bye:108 goodbye:107 goodnight:106
        pray:100 prayer:99 priest:98 chaplain:97 which:90 whose:89 whom:88 into:87 over:86 under:85
        after:84 before:83 around:82 every:80 each:79 other:78 another:77 any:76 many:75 few:74 may:70
        might:69 must:68 shall:67 well:60 also:59 only:58 even:57
        """)

    /// Pairs a person in bed often says: after the word before ">", the words after it, the likeliest first (a
    /// larger number is likelier). "^" is the start of a message or a sentence.
    static let followers: [String: [String: Int]] = {
        var table: [String: [String: Int]] = [:]
        for line in """
        ^ > i:10 please:9 can:8 thank:7 where:6 when:5 what:4 yes:3 no:2 help:1
        i > need:10 want:9 am:8 feel:7 can't:6 don't:5 have:4 can:3 would:2 hurt:1
        i'm > in:9 cold:8 hot:7 tired:6 thirsty:5 hungry:4 okay:3 scared:2 sorry:1
        need > to:9 the:8 a:7 help:6 water:5 my:4 some:3 more:2 you:1
        want > to:4 the:3 my:2 some:1
        to > go:11 the:10 sleep:9 sit:8 drink:7 eat:6 see:5 be:4 get:3 turn:2 move:1
        am > in:8 cold:7 hot:6 tired:5 thirsty:4 hungry:3 okay:2 scared:1
        feel > sick:7 better:6 worse:5 dizzy:4 cold:3 hot:2 tired:1
        in > pain:4 the:3 my:2 bed:1
        call > the:2 my:1
        the > nurse:9 doctor:8 toilet:7 bathroom:6 light:5 tv:4 window:3 door:2 bed:1
        my > back:9 head:8 family:7 wife:6 husband:5 glasses:4 phone:3 legs:2 arm:1
        thank > you:1
        please > call:5 help:4 turn:3 get:2 can:1
        turn > off:5 on:4 the:3 me:2 over:1
        can > you:2 i:1
        you > please:2 help:1
        too > hot:3 cold:2 loud:1
        get > the:4 my:3 me:2 up:1
        help > me:1
        it > hurts:2 is:1
        it's > too:3 cold:2 hot:1
        some > water:3 more:2 ice:1
        go > to:2 home:1
        very > cold:3 hot:2 tired:1
        sit > up:1
        lie > down:1
        where > is:2 are:1
        what > time:2 is:1
        how > long:2 are:1
        when > can:2 is:1
        don't > know:3 want:2 feel:1
        can't > breathe:3 sleep:2 move:1
        a > drink:4 little:3 bit:2 blanket:1
        have > a:2 pain:1
        so > tired:1
        """.split(separator: "\n") {
            let sides = line.split(separator: ">")
            guard sides.count == 2 else { continue }
            let previous = String(sides[0].filter { !$0.isWhitespace })
            table[previous == "^" ? LearnedWords.start : previous] = parse(String(sides[1]))
        }
        return table
    }()

    /// "word:number word:number" → the table.
    private static func parse(_ text: String) -> [String: Int] {
        var table: [String: Int] = [:]
        for item in text.split(whereSeparator: \.isWhitespace) {
            let parts = item.split(separator: ":")
            guard parts.count == 2, let number = Int(parts[1]) else { continue }
            table[String(parts[0])] = number
        }
        return table
    }
}
