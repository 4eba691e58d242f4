// Made by make-word-lists from wordfreq 3.1.1 (CC BY-SA 4.0; see README.md here).
// Do not edit: run the script again.

extension WordListTexts {
    /// The 10000 commonest words of "en", commonest first, each in its own form.
    public static let englishWords = """
        the to and of a in I is for that you it on with this was be as are have at he not by but from my or we an your
        all so his they me if one can will just like about up out what has when more do no were who had it's their
        there her which time get been would she new people how don't some also them now other I'm its our than good
        only after first him into know see two make over think any then could back these us want because go well said
        way most much very where even should may here need really did right work year years being day too going before
        off why made still take got many never those life say world down great through you're last that's while best
        such love man home long look something use can't same used both every am come part state three around between
        always better find help high little old since another does own things under during game I've thing give house
        place school again next each Mr without against didn't end found must show big feel sure team ever family keep
        might please put money free second someone away left number city days lot name night play until company doing
        few he's let real called different having set thought done however getting god government group looking public
        top women business care start system times week already anything case nothing person today change enough
        everything full live making point read there's told yet bad doesn't four hard mean once support tell including
        music power seen states stop water based believe call head men national small took white came far job side
        though try went yes actually American later less line order party run says service country open season shit
        thank children everyone general they're trying united using area black following law makes together war whole
        car face five kind maybe per president story working course games health hope important least means news
        within able book early friends I'll information local oh post thanks video young ago others social talk court
        fact given guys half hand isn't level mind often single become body coming control death food guy hours office
        pay problem south true we're almost fuck history known large lost research room several started taking
        university win wrong along anyone else girl john matter pretty remember air bit friend hit needs nice playing
        probably saying understand yeah york class close comes I'd idea international looks past possible wanted cause
        due happy human members months move question series wait woman ask community data late leave north saw special
        watch won't either fucking future light low million morning police short stay taken age buy deal rather reason
        red report soon third turn whether among check development form further heart minutes myself services yourself
        act although asked child fire fun living major media phone players art behind building easy gonna market near
        non plan political quite six talking west works according available education final former front kids list
        ready sometimes son street wasn't bring college current example experience heard London meet program type baby
        chance father march process she's song study word across action clear gave gets himself month outside self
        students words board cost cut dr field held instead main moment mother road seems thinking town wants de
        department energy fight fine force hear issue played points price re rest results running shows space summer
        term wife America beautiful date goes killed land miss project sex shot site strong you'll account co
        especially eyes include June parents period position record similar total above club common died film happened
        knew lead likely military perfect personal security share st tv what's won April center county couple dead
        english happen hold industry inside issues online player private problems return rights sense star test view
        weeks break British companies event higher hour member middle needed present result sorry takes training wish
        wouldn't answer boy design finally girls gold gone guess interest July king learn policy society added al
        alone average bank brought certain church east hands hot let's longer medical movie original park performance
        press received role sent themselves tried worked worth areas became bill books cool director exactly giving
        ground meeting provide questions relationship September sound source usually value evidence follow lives
        official ok production rate reading round save stand stuff tax whatever amount blue countries David drive eat
        fall fast federal feeling felt green league management match model picture size step trust you've central
        changes England forward groups hey key mom page paid range review science trade uk upon various attention
        brother cannot character chief cup football hate haven't James led looked lower natural October property
        quality send style vote amazing august blood china complete dog economic hell involved itself language lord
        November oil related serious stage terms title add article attack born couldn't damn decided decision enjoy
        entire french January kill met perhaps poor release situation technology turned website written choice code
        considered continue council cover currently door election European events financial foreign hair increase
        legal lose Michael pick race seem seven sign simple simply staff super union walk Washington bed began built
        career changed crazy daily daughter December die difficult figure hospital knows loss modern ones paper parts
        popular published safe starting systems version voice whose writing army Australia earth forget goal huge
        internet listen okay practice rules sea sir success towards waiting ways access aren't base below created deep
        followed la lol mark missing offer pass professional released risk schools sleep table ten truth ball box
        build card cases dark district Europe George India mine minister note percent piece products recent seeing
        straight visit wall wanna we've wrote allowed boys culture etc fans February gives growth included married
        officer pain Paul places respect response river rock shall speak specific standard tonight write album century
        charge cold create effect eight except eye funny ii limited moving network peace provided recently required
        sales spent store student tomorrow track via watching weight addition ahead allow anti association beat brown
        capital Chinese committee conference difference double expect gas island moved normal plans population
        potential pressure radio Russian station text treatment western ass beginning California campaign certainly
        completely content credit cross described despite female focus hi husband ice individual interesting join kept
        leading loved message miles nearly particular previous quickly region reported section sort speed travel
        consider contact drop fair feet Jesus kid link positive sale throughout tour welcome absolutely additional
        beyond conditions earlier extra forces immediately jobs leaving minute nature numbers quick sell significant
        studies unless winning agree Canada clean computer construction episode favorite income justice levels manager
        movement photo posted safety San scene sold sounds spend statement sun teams ability announced asking calling
        coach collection continued costs definitely designed expected Friday gun happens heavy includes knowledge
        particularly search subject train wide wow author centre claim dad developed fear fit generally german global
        goals gotta hotel interested judge lady leader letter lines material named nobody opportunity plus pre product
        regular secretary sister stories unit workers annual anymore bar battle brain contract degree families
        features finished floor France growing hurt image insurance majority meant opening opinion physical pro reach
        rule seriously sports stupid successful active administration approach Australian biggest cancer civil dance
        defense direction independent master none reasons Russia ship stock trump weekend wonder worst Africa awesome
        band beach cash clearly commercial compared effort ended fan fighting imagine impact lack latest learning
        multiple older operation organization passed pictures protect secret senior spring Sunday telling wear
        activities address analysis anyway bought calls choose Christmas color commission competition details direct
        dream easily finish grand here's increased Indian literally luck marriage names necessary patients resources
        rich skin speaking supposed sweet thus touch yesterday caught closed congress damage directly disease doctor
        doubt drink driving established Facebook feels fish gay Germany glad greater grow largest machine notice
        overall planning professor programs records reports shown sit trip associated basic captain carry cars crime
        effective effects explain fully highly holding japan laws male Mrs parties plant reality smith spot Texas
        we'll winter worse advice agreement ain't award block broken caused challenge characters christian comment
        equipment eventually helped holy killing lived lots nation otherwise peter prices primary purpose rates
        responsible shop showing sick teacher theory uses William agency avoid camera catch cell coast comments drug
        economy environment executive foot hall mass meaning mission nine officers operations politics pop produced
        ran Saturday status therefore trial truly weather activity app application claims coffee complex condition
        division evening flight freedom google heat highest interview library located location murder Obama offered
        putting queen seconds showed sitting standing stars walking accept actual appear attempt broke channel
        distance eating exchange fat fell finding glass learned losing mobile northern opened placed powerful prior
        protection reached receive religious ride Robert royal screen serve signed slow species speech traffic tree
        types vs wearing who's whom wonderful agreed airport animals appears begin benefits bottom cities demand
        engine everybody famous ideas investment keeping lie notes partner plays raised runs sad solution songs
        sources southern square stopped structure Thomas traditional twice wind worry Americans appeared becomes brand
        bus cent Chicago count covered critical digital forced fourth fresh lake mental mentioned missed mostly mouth
        owner photos previously realize remain scale score separate smart starts surface throw tom totally twitter
        views wedding you'd acting actions African arms benefit budget click estate failed faith fashion feature fund
        generation hearing hill jack larger louis metal mid Paris profile pull push returned rose seat seemed sexual
        shouldn't target understanding village agent animal apply authority basis becoming Chris draw dude employees
        enter ex follows foundation gain http individuals Japanese leaders memory prime projects ring rise selling
        served silver soul spread supply waste weird adult apparently artist chairman edition engineering grade
        happening healthy institute method mike Monday nations obviously option prison provides remains senate smaller
        somebody stone strength users wild window winner arrived bag bet camp cast Christ continues correct dangerous
        ed extremely firm greatest handle improve indeed leaves movies negative prevent removed Richard spirit
        television till trouble usa videos advantage apart aware cat customers decide dinner dollars eastern fifth
        function gift helping herself impossible influence items Joe Los marketing Mary materials nor produce progress
        proud require shooting shut standards tells thinks van wood background birth bridge carried Charles classes
        completed concept copy dear dogs drugs efforts garden host housing inc Israel journal labor leadership length
        lucky neither onto patient possibly prove rare setting skills software thousands tough units ad alive apple
        balance birthday bitch boss cards changing connection dress easier fellow Florida horse knowing liked magic
        managed map net owned request stick they've turns vehicle volume wake aid beauty believed billion busy buying
        cells concerned conversation corner criminal cultural develop driver ends existing farm file fix fly frank
        guide images investigation Mexico operating paying presented raise responsibility roll slightly suggest
        surprise technical thoughts treat unique variety violence weapons yours youth appreciate bigger breaking
        discovered dont dry edge evil excited forever funds helps henry injury iron lovely mad magazine martin models
        offers ordered parliament prepared reference religion sites somewhere stated strategy teachers web wine
        accounts Angeles arm audience bay blog closer core democratic description dropped excellent exist figures
        forms guard honest issued joined Jones lee lies likes medicine mention mountain nuclear orders port presence
        reaction reduce shoot sides solid Spanish sport steps stress taste tea victory afternoon assistant Britain
        citizens classic clothes decisions electric emergency entered entirely facts failure festival flat fuel harry
        hello houses ill initial introduced Johnson kick links mail massive matters pair picked pieces plane plenty
        prince proper providing quarter regional Scott session shape sky teaching toward transfer upper useful valley
        watched willing windows zone accident advanced alternative anywhere articles awards bear boat bringing
        capacity cheap climate communities discussion drinking duty fantastic feelings flying governor hasn't hundred
        industrial joint mix museum options path plants policies promise proposed purchase rain remove signs spending
        steel Steve supporting terrible they'll tired treated turning vice warm afraid arts beer border Canadian
        command crew crowd dating dick elements enemy ensure environmental filled fixed forest intelligence intended
        labour limit moon ocean powers profit proof republican soldiers suit wins women's appearance Asian attorney
        banks behavior ben bodies brothers buildings chair creating debt domestic expensive grew historical homes
        honestly honor im jump launch listed minimum native noted originally planned pm ray sets suddenly supreme
        survey tech trees update user writer yellow younger ancient attacks charges combined communication connected
        contains download email ending exercise express flow formed girlfriend hero illegal increasing joke loan
        methods officials people's performed planet relationships restaurant Scotland selected shared shopping soft
        stuck sugar suggested supported surprised taught transport weren't accepted adding affairs allows appeal
        applied appropriate artists Boston ca confirmed device drama entry era factor feed golden grant grown heads
        hoping keeps lawyer legs lying measures mistake ms Muslim organizations platform pool pulled regarding
        relations requires route saved schedule scientific shoes smoke squad teach testing tests values walked
        Williams ya abuse angry businesses candidate comfortable concern developing discuss elections emotional et
        everywhere facilities falling fox guns hole holiday interests internal Ireland Italian Italy jersey laugh leg
        letters liberal listening ll loves lunch max milk pack payment perform recorded relatively sector sharing snow
        storm streets strike studio sub weak youtube actor advance apartment Asia chain chapter committed confidence
        cook cute equal fake finance focused hits identity journey kitchen Korea leads maintain measure mm numerous
        owners posts properties quiet revealed specifically split task taxes Taylor twenty urban acts affected
        aircraft applications approved approximately argument arrested claimed conflict considering corporate debate
        determined distribution documents escape extended factors faster fault fill films flowers friendly ladies lay
        lights millions mixed phase properly pure reduced requirements residents revenue Sam sat secure smile strange
        talent temperature thousand tony troops truck votes ah authorities basically besides bird blame bob bowl
        causes chicken collected context coverage determine display dying elected examples experienced falls false
        fired forgot funding identified iii incredible inspired launched ma meat ministry mode neck noticed novel
        obvious passing positions remaining scored shirt shots slowly stadium stores surgery trading Tuesday vision
        whenever worried zero Alex allowing begins champion charged cream crisis Daniel delivered editor estimated Eu
        giant Iran jail Jim kingdom literature mayor minor moments opposite orange ourselves pages remained selection
        serving signal stream struggle suicide talked theme Thursday tiny typically un unfortunately usual vehicles
        Virginia voted voting walls wave alcohol assembly breakfast bright brings capable carrying chosen combination
        conservative customer cutting desire destroyed draft drunk essential fail familiar finds granted guilty humans
        hundreds id improved Jewish largely laughing markets medium Ohio opportunities papers perfectly recommend
        referred relevant seek sending solo spoke stands talks ticket unable upset wing world's answers birds bomb
        creative cycle dealing directed don educational entertainment extreme facility fields goods hang holds info
        mainly maximum newspaper offering painting republic reserve returns row salt scared Scottish shares statistics
        switch territory threat tickets wales adults affect appointed armed aside assistance bell blow bond boyfriend
        careful circumstances communications concerns controlled corporation cry danger deals delivery deserve devices
        dollar dreams empty enjoyed explained faces folks fucked gender instance Kim kinda matches mile motion moves
        nick pacific prize realized reasonable receiving register resolution rural Ryan saving sees singing Spain
        tools typical universe warning wars Wednesday admit attitude branch brazil conducted decades dedicated
        definition drawing favor flag frame guest ha heaven independence institutions it'll Jackson kiss load plot
        possibility random recovery rent replace represent reviews scenes seeking senator sentence teeth tips trained
        understood academic academy accurate achieve Adam afford Andrew assume bbc bottle bunch category chat cheese
        chemical Clinton competitive detail diet em favourite fruit harder he'd index item lane mess navy normally
        occurred opposition parent permanent personally pleasure prefer programme representative scheme shift stood
        storage tank tend tight transportation ultimately unlike weekly yard anybody assets basketball button
        candidates combat constitution consumer counter creation crown crying dc defined depending depression describe
        drivers el employment exclusive excuse expert frequently golf grace hopefully identify importance Kevin laid
        latter manufacturing mining object partners pattern performing personnel perspective pregnant premier promote
        revolution rooms severe sleeping suppose tool tournament turkey ve victim victims agents amazon arrest attend
        ban brilliant carbon catholic chose circle concert crash declared deliver depth deputy dirty doctors earned
        electronic error existence experiences expression factory headed interior joy jr legislation maintenance
        manner mate Matt nearby noise origin Pakistan panel personality plate practices prepare relief replaced
        resistance retail rice roads roof shame ships somewhat staying stronger surely tip updated writers absolute
        advertising agencies baseball bathroom bible cable calm championship checked client constant da dates degrees
        democrats doors driven dumb empire exciting expansion he'll heavily hide incident Irish linked manage messages
        Michigan multi nfl politicians print quit refused reporting sight significantly sing soviet weapon wet widely
        worldwide ages anniversary attractive bike broad burn cake causing closely constantly contest deaths depends
        drawn fees Francisco haha hardly hat height hidden hong invited letting loud Manchester marine motor
        officially pc peak portion pounds princess protein puts raw reform regions represented respond retirement
        sample seats secondary solar somehow stayed suffering Sydney today's tries ultimate unknown Wilson wondering
        attached attacked automatically balls battery bills blind breath brief Carolina chest conduct debut decade
        destroy differences Edward engaged experts expressed external fantasy ft grab Hollywood immediate introduction
        Joseph license paint pilot pink presidential principal recognize recognized registered regularly
        representatives rising seasons shipping singer smoking steam suffered survive tall thats theatre therapy
        witness adopted aim campus cap chances childhood clinical clubs comedy commander comparison covers Dan defeat
        defence democracy detailed entitled exact exposed fed fee injured Jan Jordan kinds lets loans lock musical
        nose objects opposed organized plastic protected purposes quote recording semi statements suspect swear
        techniques tie Tim trend valuable wealth wise yards aged approval aspects attempts bread burning champions
        contain convention dancing document eggs employee en engineer equivalent facing fairly fingers ford founded
        functions gang graduate Greek hanging inner islands Le lift marked memories miller monthly mountains
        neighborhood operate outstanding permission porn racing recommended regulations reply republicans rid roman
        scientists shoulder shower solutions sons stations Stephen tower tradition visited visual wheel Zealand
        achieved admitted appointment authors barely bc bush cabinet celebrate challenges chocolate coal colour
        contemporary criticism Davis dna effectively Eric extensive faced filed formation fought gained gallery
        highway historic hunt improvement inch initially junior jury Kong Korean marks monster obtained Olympic
        philosophy pride promised repeat returning riding rough Santa settlement smell sought speaker studied suggests
        surrounding tone topic Toronto universal vast visitors wanting auto consistent continuing earn exists finger
        Grey guitar heading Howard ignore involving Latin lewis meal meanwhile meetings naturally necessarily offices
        pants partnership payments percentage pocket practical primarily proved rape regardless relative represents
        rescue resulting rush Sarah sessions sharp Simon soccer stable structures supplies symptoms temporary tested
        trick attended audio bone Brian bullshit chamber chart children's circuit clothing complicated confused
        consequences defend divided Elizabeth everyday extent fishing format gap gate gotten harm healthcare household
        immigration impressive Jews joining killer lesson limits loving ltd managers membership Miami mirror mount
        nights occur parking proposal province purchased recognition reputation rolling shortly situations strongly
        tears technique thin tied accused adventure argue assessment atmosphere awful bedroom belief bound breaks
        carefully cats ceo choices closing cloud colorado colors contrast courses courts Donald drew egg element
        elsewhere establish extension files founder gear Georgia hills hip hitting increases infrastructure Jason
        locations loose machines men's moral offensive pa package pointed poverty processes processing qualified
        railway reaching ridiculous sensitive server shock silence soldier superior supporters thick threw tons
        transition violent voters wash acid actress administrative Alan alongside angel anxiety babies bars bonus
        castle charity clients compare contained cooking covering curious directors discovery discussed duke Egypt
        encourage enforcement featuring finals flash formal formula fort governments gray gross horses hungry informed
        innocent Jeff losses Luke mac math minds mistakes mystery networks Olympics palace passes penalty pet phones
        photography producing protest publication rating refer respectively Rome scheduled select silent spoken
        successfully suffer temple tracks trail uncle unusual waters woods yo arrival asks assault awareness badly
        bath captured chase components concrete Dave deeply expectations explanation exposure featured fiction
        guarantee happiness Harris hearts horrible ideal Illinois injuries Islamic jimmy kelly legend lieutenant mini
        mood muscle Muslims passion picking pleased procedure producer pushing rank replacement retired roles sand
        savings settled shadow singles tag tape thread victoria visiting wage we'd wings Andy avenue bags beating
        believes blocks boring charlie checking clock commissioner commitment confident containing copies crimes
        custom denied desk drinks ear electricity episodes farmers fbi grounds gym helpful horror iphone Iraq label
        Liverpool locked naked ny opens output persons pitch pizza plain pushed raising rear reveal romantic scores
        sisters speaks stages strategic swimming welfare winners wire worker afterwards alright android anger
        architecture assist attempted behalf belt capture centers ceremony comic cops cuts Dallas designer diamond
        disappointed dressed economics efficient electrical employed enjoying entering essentially establishment
        expecting explains flower ghost guests handed hockey Houston https hunting industries Islam jane judges kit
        lab languages maps min Morgan Moscow Na nervous newly odd op ordinary participate Philadelphia prayer
        principles racist rarely references sexy skill soil solve stomach struck studying suck supports trash ugly
        Vegas virus walker whoever amounts Anthony Arthur aspect banned boost bureau colonel comfort controls cousin
        crack deck demands dies dragon dramatic dust dutch engineers evolution foods hired illness inspiration
        institution kings knife lately lowest memorial Mexican minority mum opinions patterns presents priority
        promotion rail readers remote repair root saint steal stolen telephone tho titles trans ups vol whereas
        abandoned acquired actors Alexander alliance annoying ap bid bro buddy buried butter cares Columbia conclusion
        confirm congratulations contracts convinced crap crystal dean decent decline delay describes desert downtown
        elite enemies forgotten forth gods hadn't hire hop hopes insane installed Israeli landing layer managing marry
        nah nowhere nurse obtain organic ownership participants Pennsylvania poetry pot pray printed recall rugby sake
        sheet signing smooth spiritual stops string sudden Sweden Syria throwing thrown vacation abroad Arab assigned
        associate assumed Atlantic bench bother broadcast bye Cambridge citizen cleaning compete consists consumers
        contributed cricket critics damaged disaster discover Disney entrance equally fallen figured fitness Francis
        friendship Gary handling idiot intense keys lawyers lifetime liquid makeup medal mortgage narrative narrow nba
        observed occasionally one's pan physics posting potentially reduction reflect refuse researchers resource
        roger Ross sciences Seattle serves shell silly subsequent they'd towns translation visible yep adds Allen
        amendment angle Arizona arrive belong berlin bishop channels Clark commonly connect defensive designs
        efficiency enterprise experiment Feb females findings firms forum gifts grass hence increasingly incredibly iv
        jay journalist kicked lessons lists maintained mill mo occasion oxford pace passenger pen pope possession pp
        races rapid regulation resident rocks shaped sixth spin styles subjects sucks suitable thirty valid vital
        whilst year's agriculture alleged anna Atlanta bands Christians collect commerce cop creek currency emotions
        exhibition fraud funeral genuine god's Gordon honey honour hook hunter immigrants improving instructions
        introduce Kansas km lands legacy log Matthew merely monitor mother's Nov Patrick phil prisoners programming
        publishing ratio regret rejected remind resort resulted reverse routine scary seed settle sin spell summary
        survival sword tongue ward waves Wayne achievement Anderson argued asleep Austin automatic begun behaviour cd
        cents coat comprehensive consent daddy destruction Diego diseases divorce doc drove ears engage extraordinary
        fate frequency gaming gene glory headquarters heritage initiative interviews jean juice landscape logic meets
        Melbourne Microsoft objective organisation privacy procedures profits reducing regard representing residence
        roughly salary scoring script searching sections strip surrounded threatened transferred tube universities
        Walter Wisconsin would've writes ambassador ann apps awarded banking breast cant carter Chelsea chemistry
        concluded consumption corruption cotton crossed Detroit discount dozen engines epic exception exit expand
        fancy gorgeous grateful heroes holes impression inches indicate input johnny josh knock leather lips luxury
        lyrics manufacturers masters movements oct operated ought outcome painted poll preferred pulling ranked
        referring removal rep reporter Rio risks rob screaming sept sequence Singapore stretch tear tennis terrorist
        theater ties twelve versions virgin voices wishes wolf absence agricultural asshole ate athletes bears blues
        boxes Bruce bull cameras commonwealth contribute contribution contributions couples delicious deny deserves
        ease extend fame flood generated genetic glasses impressed indicated instant investors involves Kate kills
        liberty man's maria ministers monitoring occurs passengers photographs principle producers progressive
        punishment rally rapidly reader representation restaurants reveals roots samples shops sum swing tail texts
        twin upcoming veterans alert arena arguments aug billy boom boots brave claiming column commit compensation
        composition computers conservation constitutional crossing defending density di difficulty dropping drops
        elementary ethnic expenses fleet foster fuckin fundamental gen genius greatly guidance hospitals infection
        Instagram intention Iowa jokes knee mechanical Nigeria parks participation periods precious pregnancy premium
        preparing pretend priest prominent proven radical remembered requested residential reward rings robin Russell
        satellite shake shore spots stats struggling substantial teen temperatures transmission trap uniform wildlife
        wooden ads aggressive Anne answered apparent bang blast bones brands centuries communist complaint component
        connections courage cure del desperate diversity duties encouraged eve faculty feedback fighter frozen guards
        hiding humanity Ian il innovation instruments invest jacket Justin legislative listing manual mothers murdered
        nursing occupied ongoing operator painful pound preparation punch purple railroad registration releases rick
        romance someone's submitted sufficient survived suspended technologies tissue trailer trends trials Ukraine
        underground versus virtual walks wounded Ali amongst announcement arranged arsenal attending attracted
        biological bite blocked boards burned categories checks chip company's concerning dare database define
        discrimination disorder distributed districts documentary domain dynamic edited engagement explore favour
        fewer footage giants grave Hamilton implementation Indiana investigate jazz Jon Jonathan laboratory Lawrence
        Lincoln literary mask Massachusetts midnight Minnesota mouse Oscar packed piano praise presentation psychology
        relation restrictions rocket ruin Saudi Sean sec secrets slave stability steady stones symbol terminal toilet
        treaty triple unlikely updates Vietnam viewed affair agenda bat bow calendar cape collective conversations
        cooperation craft darkness deeper devil edit enable equity estimates failing finishing fortune gates goodbye
        graham hardware Hillary hurts intellectual invite involvement Kentucky Madrid mi nuts Oregon partly petition
        phrase physically protecting racial rated regime rivers rounds ruled sa sauce seal separated shield similarly
        slide stem summit talented throat tiger touched toy visits warriors wisdom accounting alien attacking awkward
        beast beef candy carrier celebration celebrity certificate cited clay coaching colleagues constructed dated
        dec default Delhi derived dialogue disabled distinct drag educated eligible estimate execution existed fifty
        followers fool framework franchise funded furniture generations guaranteed integrated intelligent interaction
        jet journalists lifestyle lighting Lisa loop mall mp overseas performances Philippines polish recommendations
        recover regarded relax reliable rely remarkable responses ruling sacrifice Se sole stopping strategies succeed
        tables tale targets timing ton volunteers witnesses wore worship worthy acted alarm bass bloody breathing butt
        characteristics cnn collaboration con consideration counts creates crucial daughters dependent discussions
        drives dual Edinburgh equipped expanded experimental feeding filter galaxy globe grades Greece gulf highlights
        hoped intent involve judgment Kennedy knight Larry Las lmao logo Malaysia mature Moore Nazi Netherlands odds
        peaceful Philip photographer pin prevention printing promoting publicly pump repeated replied requests revenge
        satisfied seeds signals slip spaces spare specialist stocks stranger submit surprising tap Thompson threats
        tourism Turkish volunteer acceptable allies attempting auction bonds challenging chaos churches Cleveland cm
        composed concentration copper corp corps counting credits dawn dispute earnings editing everyone's executed
        firing fits frequent gardens gathered hilarious huh ignored improvements investments Isis margin mars Maryland
        mechanism moderate Murray Oklahoma opera overcome parallel passage pit psychological publications quest
        radiation shocked sized stroke stunning tanks Tokyo topics trains traveling treating tune utility vessel weed
        wherever acquisition addressed Alabama Alice angels anime announce autumn backed Barry bold borders breathe
        Cameron choosing classical classified clip coaches coins concepts conspiracy controversy convince cooper
        disappeared eh encounter equality exam examination fails father's federation fi fiscal guardian hd homeless
        instrument intervention jerry lover mainstream menu Missouri mounted mutual nope occasions offense oral panic
        pays peoples pursue realise refugees removing requirement responded rip ruined scope segment spectrum stays
        ted terror uh Va venture virtually waited warren worn yea ac accompanied Adams aids aimed alpha approaches
        arguing arrangement beliefs boats boundaries brick Brooklyn colleges considerable conventional Danny des
        designated dvd emperor employers enormous errors focusing forgive gains garage gathering guidelines handled
        hosted Indians Indonesia inquiry inspector jumped khan li lion loaded lonely maintaining measured mercy
        nevertheless newspapers outer oxygen pipe pissed poem powder powered promises quotes racism ratings reads
        recovered refers Roy rude screw seventh shelter signature sooner spider Stewart strikes suggesting suits toys
        tracking tribute trigger vary venue wages wells wheels ye abc abortion accuracy Albert applying artificial
        belongs beneath bitcoin bullet burns carl celebrated consistently conversion copyright counties democrat
        deposit destination dirt diverse divine emails er exclusively export fastest formerly functional gather
        grandfather habit Harvard indicates isolated jealous knocked landed laughed Laura lazy mama Marshall Mitchell
        modified municipal naval neighbors nelson neutral noble oldest pat picks Poland popularity professionals pussy
        reactions relate robot sacred securities shoe speakers springs spy Steven suggestions supplied Susan
        suspension terrorism terry toxic treasury tunnel unions upgrade warrant wider wound Aaron actively Afghanistan
        ai applies arrangements asset assuming backing baker Barcelona blessed Brazilian brush burden Campbell carries
        casual certified charter chef city's civilian coalition cock complain complaints controversial Denver
        describing differently directions discipline discussing disgusting dj dominant earning Emma essay expense
        explaining furthermore graphic Greg healing hiring hosts implemented instantly invasion Jacob jumping laptop
        legendary Leo maker Margaret Mario opponents outdoor palm Parker photograph pole pub quarters Queensland
        rangers ranks reception recipe regulatory reviewed rolls rubber secured serial settings shed snake sponsored
        stealing strict subsequently substance suggestion Switzerland syndrome tasks trips ultra unexpected usage Utah
        worlds accidentally affordable amateur appeals Argentina Baltimore batman bearing beats bin biology bobby
        briefly canal cancelled charlotte cheaper Christopher climb com competing completion cruise custody delete
        demonstrated departure developers developments dig eagles employer Evans explosion fever fluid folk generate
        gop handsome ho holidays hotels imagination integration integrity interpretation leaf legitimate lightning
        loads longest magical mills motivation nasty Oliver outfit pension permit perry plates pleasant portrait
        productive reminds reserves Ron safely shirts shorter slight socialist streaming sue targeted tension Thailand
        theories touching transactions twist ugh unemployment unity useless viewers winds woke wtf abilities advocate
        aims arc backup beaten bitter blown branches campaigns chips cia clever clinic closest collections continuous
        converted correctly creator creatures criteria declined detective difficulties disability dish Douglas Du duck
        Egyptian Ep evaluation excess farming fence fifa fighters flights forcing forming franklin Fred gradually
        gravity habits Hawaii highlight holder hood hung identical imperial investigations Jose ken legally lied
        listened males manufacturer meters nail nasa negotiations nonsense Ontario operational Orleans owns phoenix
        playoffs poet quoted relating repeatedly Robinson rolled scientist sink skip slavery snap sorts souls stole
        Swedish swim Swiss Tennessee transaction transformation veteran vulnerable wealthy additionally Amy attract
        Barbara beta blowing bored bronze bug caring catching cave cheating chronic cleared communicate convicted
        cultures dealt delayed demonstrate departments depend developer diagnosis dismissed distinguished dose eighth
        experiments fa flesh flip forty generous Germans hated hr implement incorporated influenced Jerusalem kidding
        laser loyal marijuana Md mentally missions occupation opponent paintings patch patience pic pointing pollution
        precisely prisoner privilege proposals protests punk radar regards relatives resist solely stepped striking
        terrorists Th tourist transit trucks trusted vessels villa volumes websites wireless wondered wrap wright yoga
        adopt airlines Alaska albums America's anytime bacteria beings beside blade boot bottles bucks bulk camps
        cargo census Christianity coastal coin colored commentary confusion congressional corn cried customs dealer
        deemed destiny distant electronics emerging emotion emphasis ethics excitement exploration fights filling
        filming Glasgow graphics Helen humor insight invested it'd Jennifer lit Louisiana mar Marie meals Mississippi
        nerve Netflix nightmare operators overnight partially participating pie platforms populations poster pr
        practically preserve produces qualify raid ram ranging ranking receives respective restricted routes Samuel
        sandy scenario sheep situated slaves Sony spotted spreading Stanley sustainable sustained taxi themes
        threatening tobacco trace trapped turner uncomfortable wasted weakness widespread xbox accepting accessible
        acknowledge advised advisory animation assignment balanced bare basement bases battles bias Birmingham bits
        cancel carpet ceiling cherry chill classification clue codes cole collapse collecting compound conscious
        consecutive contents costume Craig deleted devoted didnt displayed dominated earl endless escaped examine
        floating garbage gospel grain grid grows heating identification knees lap lions liver metro metropolitan mines
        mixture nominated oak parliamentary patent perception physician Portland proceed proceedings pupils reserved
        restore rifle rival rs runner sadly sc she'd she'll shoulders significance sits sizes slept soap spray stored
        stressed structural suite tbh tropical Ukrainian unnecessary verse victor vintage warned Watson acres adapted
        adoption anonymous Antonio approaching artistic attendance aviation barrel beds beloved bless boxing
        celebrating charging chemicals chuck cinema colonial comics compliance contrary controlling corporations couch
        country's crush dam decrease defeated diabetes dressing expanding fears fires genre gentle grammar hiv idk
        illustrated invented Jake jam Jamie Jessica Keith kent layers lease lens licensed loyalty Madison magnetic
        metres monsters mysterious notion partial piss placing propaganda rat reflection reminded resolve
        revolutionary scandal shine si simultaneously substitute surveillance tactics testimony Thai treasure trophy
        tweet Tyler underlying unfair villages von wa acceptance accidents affects annually apologize appreciated
        approached arriving ash aunt benjamin Blake bubble buyers casino charts clouds connecting counsel creature
        deadly decides der desired determination embrace emerged exhibit flew gentleman gm Halloween hammer Hitler
        hosting icon imposed indigenous infinite installation inter interactions introducing Iranian kicking laying
        legislature liability Maine makers manhattan marathon marvel Michelle moreover mps Neil organisations ours
        parade paradise perceived pics planes politician preliminary premiere presidency reaches react realistic
        remarks retain Roberts rocky Russians saints satisfaction scratch shade sheets sheriff shy sometime spirits
        sporting strictly sunshine teens thou tier Tommy travelling Vancouver vocal warrior woman's worries yield
        accomplished admission adventures aka appearing bacon barrier Belgium believing blacks bombs burst caps
        casting cattle cc classroom collins colours compromise convenient costa criminals crop earthquake elderly
        eliminate embarrassing farmer finest grants harbor Harvey hates incidents inform ion Jeremy lesbian lovers Lt
        mathematics medication minded morris Norway par podcast portfolio productivity promoted protocol quietly
        Rachel replacing responsibilities salad scholarship screening sends smiling soup southeast stake stating
        strain suspected swift tackle tigers timeline torture traded translated tricks twins urgent vegetables
        vertical violation wallet welsh workshop wrapped aboard abstract accent addiction associates awake beam beans
        binding blank buffalo cbs commons conservatives contacts conviction corrupt cow curve depressed deserved
        dining disorders duration Eddie Emily encouraging farms fifteen flows Ga genes graduated grandmother harsh
        heights horn hurry immune inflation ingredients inspection install instruction intensity inventory
        investigated invitation judicial justify kyle lakes lean lecture libraries logical mason meaningful migration
        missile motivated muscles nancy Norman northwest nurses organ patrol pearl peer pepper pig pile plug provision
        releasing requiring revised rod scream stairs staring statistical sticks strangers succeeded sweat switched
        Syrian tattoo teenage thunder tours tragedy trauma Vincent wrestling zoo accordance acquire activist activists
        addresses alike applicable arrow availability aw Ba bend boundary breach cabin cage chancellor cheers circles
        closet combine companion comparing consciousness consultant controller corresponding courtesy Cuba damages
        demanding disc dishes dozens eagle eaten embassy engaging fascinating financing fitted flexible gaining
        gentlemen goodness guilt haven helicopter homework households hp iconic infected keen Kenya lesser liberals
        lip mandatory manufactured mechanics mere miracle mt mud murphy Nathan observation operates owe permitted
        phenomenon Pittsburgh playoff precise profession prospect protective providers publisher Putin reportedly
        retreat rookie sandwich seeks sentences separation sexually ski skilled sterling Stuart surgeon theft um
        understands valve visa washing adjacent agreements appreciation Arabia athletic authorized banner Beijing blew
        blocking brad Caribbean charm chasing climbing colony complaining cookies cruel curriculum deadline deer delta
        demanded dive divide Easter electoral eleven entity excessive exercises feminist governing ham heal interface
        ios jewelry journalism Juan Julia jungle linear mg occasional oriented Pete pilots prayers predicted pressed
        preventing prof provisions pursuit rap reflected reminder restored resume rev Richmond ridge Samsung scholars
        sealed sounded sri streams strongest tends tribe unfortunate variable Victorian worrying xi zones ace adjusted
        alternate arrives artwork Ashley athlete attraction babe bankruptcy canon capabilities cared Catherine chains
        closure cognitive competitors Connecticut convert cooked ct cups deciding defender dental diplomatic divisions
        drum editorial enabled entertaining est establishing eternal freeze generic grandma grip handful happily
        harmony hmm humble hurting hybrid intentions investing keyboard lasting locally loses mild minimal mixing
        molecular nearest neighbor noon nowadays openly overview pairs Palestinian parish pathetic poems possibilities
        potato potter preference promising proportion purchases rage rd reflects respected restoration selfish
        sergeant silk stamp throne thy urge voter Warner wasting witch advantages ally archives array assisted backs
        belly booth breakdown bridges brutal calculated cam centres chapters citizenship civilians cliff conflicts
        consensus cycling declaration Dennis derby distinction donations dragons draws examined facial faithful fatal
        fig fitting genuinely hardest Holland honored hunger hurricane implications import innovative ipad
        jurisdiction laughter lemon Les lifted loading lung matching mighty monetary novels nutrition ore os outcomes
        outta pine polls poorly Portugal pose pour proteins provider publish purely Ralph rental resolved rewards sang
        seemingly senators severely shark shocking southwest ss studios survivors tales technically titled traditions
        unlimited washed watches advise anxious appearances bee bombing cafe Carlos challenged cigarettes Colin
        consisting cult dairy Dakota darling delighted delivering destroying diary disagree disappear drill earliest
        edges entries euro evolved exports fixing fl flags flies forecast fr governance heated hug importantly
        indicating indoor influential intend invisible jeans jets Julie Karen lasted lawsuit leak lighter Lucas Marcus
        mentions meter mice musicians olive passionate potatoes prevented receiver recommendation riot rogers roster
        safer sells sentenced servant setup should've skull slot smash statue surprisingly surrender suspicious team's
        teenager tender thoroughly Todd treatments tweeted vacuum variations vi where's wi wont acknowledged advances
        agrees allegations anticipated approve architect basin beneficial bleeding breed breeding bride Broadway bros
        bud butler careers cartoon celebrities chick coke comparable confirmation console contractor contributing
        diameter Dubai Dublin dump duo dynamics elephant enhanced essays exhausted fabric fabulous fairy fathers
        focuses fold freak frustrated gambling gently glorious grief Harrison historically hub Hughes inevitable
        investigating kg labels lacking laughs layout lined lodge lords merchant merit micro myth Nintendo objectives
        obsessed organised overwhelming pale particles pastor penalties permanently pets pockets poison predict
        presenting presidents pressing prints provincial raped realised rebel repairs rotation separately shaking shaw
        societies solved starring struggles subtle tastes throws toll tooth torn tragic trainer transformed
        unbelievable underneath variation viewing viral warehouse wears widow wives adjust administrator affecting
        allied altogether animated answering assess assumption assured Austria avoided avoiding basket beard bio
        blanket brains bucket burger capability charming chiefs commented computing concentrate conducting consequence
        continent cookie Cruz curse displays drain emissions ethical excellence flame forests freely fruits grabbed
        graduation hint horizon hostile imagined inhabitants ink inn intel kicks legends lo Lucy magazines matrix
        measuring miserable momentum monkey Montreal motorcycle nationwide nest Newcastle nicely ninth nomination
        notable obligation optical outlook penny petty phd ports preserved programmes prospects publishers quantity
        quantum rainbow rebels recognised reed reign responding retained rises saves scan scare sectors shorts span
        specialized spencer submission sunny supporter Te testament toe tops tremendous valued wounds ab accommodation
        achievements addressing adorable allegedly ambulance ar ashamed assure bailey ballot batteries blessing btw
        cemetery chambers cheat cheer Chile cigarette compact completing consulting cooling corners could've deficit
        demo demon demonstration detected detection doll donated elaborate elder encountered expertise exploring fc
        fiber filmed fried grocery guided guinea halfway happier heels Holmes hull independently indication insisted
        instances intensive interactive intimate laundry lbs lifting Linda martial Nigerian northeast observe packing
        panels password Pokemon politically presumably pretending priorities pronounced prosecution proves pulse
        purchasing qualities queens rational realm reforms revenues rides ripped rope shadows shout sierra smartphone
        specified spectacular Stan streak subscription switching technological temporarily tolerance tourists
        traditionally traveled treats unhappy whites yup accomplish adequate alter apology Arkansas attributed beg
        belonging booked bout bowling brass buzz Clarke comeback cos crops declare designers detect diagnosed diesel
        dimensions dip disturbing doesnt dot dresses Dylan effectiveness eliminated Ellen embarrassed exceptional
        filing fled foul frankly freezing graph hack Hannah hatred ignorant influences interact judging knights lamp
        limitations majesty measurement measurements median medieval Milan mobility Montana murders nc ne nyc omg
        orientation oven Owen passport penis pills planets proceeds rabbit raises ranges rats retire rhythm ruth
        savage servers shook shooter siblings slim someday sophisticated spam speeds stack stance state's static
        subway supportive surgical symbols tablet tent thesis tide travels Wallace warfare warming week's weekends
        withdraw withdrawal youngest aging airline alternatives anyways argues audit authentic ave backwards bi blonde
        blows bolt brooks bugs bust clearing clips collar Columbus comply cope counted crashed creepy cum Denmark
        divorced donate drawings dried ebay echo editors Edwards emotionally enhance experiencing extending finale
        flavor floors freaking gloves harper hart ignorance ignoring immigrant induced inspiring intermediate
        invention ip Jesse joins joking lgbt likewise lineup logan magnificent mathematical meantime nails Nevada
        newest nonetheless nut o'clock opposing origins Orlando person's physicians pipeline placement planted pricing
        pt Puerto questioning recreation renewed resigned rt shallow shanghai shitty Singh sins sketch smells soda
        spite sponsor strengthen strings sunset Taiwan thanksgiving thee thermal trades transform witnessed workplace
        yelling Yorkshire achieving aliens Amsterdam analyst Arabic arctic assists Bennett Bristol burnt buyer
        calories cannabis cease championships chapel cloth conferences considers container cowboys crushed deployed
        differ dimensional eager elect elevated essence executives family's flames fork fur gps Harold harvest
        headline Hudson hype identifying impacts insist jo junk Kenny kidney king's ladder Lloyd lobby marc mechanisms
        mineral mob modest motors mph navigation Nicholas orbit paragraph passive peninsula Phillips pill pork
        Portuguese profitable provinces ranch rays reasonably reject remainder schemes screens seized semester
        sentiment servants shipped socks sp Sr suited supplement surviving thereby threshold til tin tires tribal
        tribes trunk uncertainty vampire varied verdict abandon accommodate accordingly aesthetic algorithm altered
        anchor Angela Apr arch associations Au audiences axis badge Bernard bizarre bounce broadcasting bs bullets
        buses cannon carol carriers chairs cleaned complexity confusing consultation continental convenience
        deliberately diamonds Diana dictionary dignity dimension disappointing diving Doug Duncan ego enthusiasm
        environments equation extract favorites ferry fisher flexibility flowing fm fridge functioning fusion gauge
        goat graduates gut heck helmet holders ideology idiots inclusion initiatives innings insects instructor
        isolation ive justified keeper lamb liar machinery mansion mega mercury namely nbc needing nerves nhl Obama's
        observations ordering palmer paths peers pending platinum possess praised premises probability ps questioned
        refuses resignation rider ritual ruins shelf slam stakes starter sticking subscribe superman surfaces ta
        territories tire Tl towers transfers utterly voltage warn width workout aa abu activated adaptation advisor
        aluminum apartments attitudes attorneys bail barriers belonged Bradley Brandon broader buck cal Caroline
        characterized civilization congrats contractors creativity dealers delicate den Derek desires disappointment
        disk enters evaluate formally frames goddess gov Hampshire harassment hats Hugh insert Joan Lebanon Leeds
        legit Leonard liquor loser Malcolm massage matched messed Milwaukee musician nato nephew notably orchestra oz
        packages pad Pakistani participated precision preservation priests privately prizes pulls qualifying reasoning
        relaxed reporters roses rumors sail salmon secretly seller sen seo sheer shifts Simpson smallest specially
        stark struggled sympathy tan teenagers theoretical thumb timber transparent Travis trump's tweets tx upside
        urged visitor vitamin void voluntary wheat whip wipe wolves wrist abused acute admiral Amanda Arnold arrange
        banana behave betting Blair bo borrow camping capitol Celtic Chan chin civic clerk conclusions considerably
        contacted cottage coup criticized crude dash decreased defended demons deposits disclosure disposal
        distinctive documented donation dragged drone else's encounters ensuring enterprises escort exams firmly flour
        gdp geneva Hindu holdings indie indirect inspire institutional interim interviewed java Jefferson jerk Karl
        kindly kindness leaked locals lottery Louise magnitude mc minus nhs noting nude organs outlet outlets
        parameters pause pledge portal prescription protesters proving publicity punished puppy recruitment screwed
        shades Shakespeare silicon slice spelling spurs subscribers surveys survivor telegraph tits vaccine vinyl
        Westminster wished wonders accurately Adelaide affiliate Alfred asylum barn bent Bernie Brussels cathedral
        centered child's clause cluster complained compounds consistency cr cracked cylinder dancer deaf debts denial
        digging dock entrepreneur evident expectation expedition expressing extends facilitate failures feat fossil
        founding freight generating goddamn guides honesty inappropriate infant initiated injection instrumental
        insult interference interstate Julian launching liking Linux Luis mates Mediterranean nation's neat negotiate
        Neo Nicole obligations offset outbreak pal Palestine perfection pigs pirates posters practicing praying probe
        prohibited projected propose quarterly recipes recruiting refusing rehabilitation Reid remix resistant
        Reynolds riders robots rockets roller sailing shapes skinny slipped sneak solving sore spark speculation steep
        Stevens straw successor targeting triggered troubles uncertain upload vector violations weigh whatsoever
        wicked Abraham absent acoustic adapt ancestors archive atomic bean bicycle Bryan bump buttons cart circus
        Claire cocaine Cohen colleague compelling compiled complications construct cord crowded cyber dale debates
        defendant delays dense desperately doctrine expose financially freshman furious gameplay geography gig
        government's habitat harbour hazard hydrogen implies intact intake irrelevant jaw jin kitty Lauren lawn
        manufacture Martha medals Mercedes mistaken Moses Nashville Nebraska needle ol olds organize Ottawa oval pity
        pond porter portions prey prophet Raymond recalled reduces referendum refugee regulated rounded ruby rushed
        sanders satisfy scales seasonal segments sensible sequel shifted shifting shining slower spinning Stanford
        stepping teammates touches township travelled twisted usb Vienna wade whale writings admire Af amber ankle
        armor autism bachelor berry billions Brady Brisbane bulls bullying capitalism caution certification
        characteristic clan clash columns compatible concerts condemned configuration continuously convincing coupled
        curiosity delight determining entities exceptions explosive flooding fortunate fortunately foundations
        frontier frustrating frustration geographic Glenn grande grasp handy hardcore harmful headache hers Hispanic
        incentive inclusive infections Jackie Joel kissing lanes licence lungs madness mandate manga memorable merger
        minorities nj occurring organizing performs Ph Po poker portable priced Quebec randomly rankings realizing
        resign revealing Rico robbery rub runners sally scattered scout searched sexuality shouting slap steak
        succession superintendent suspicion sweep tactical talents therapist thereafter thorough tuition tumor usd
        variables varying wholesale wwe administered affiliated apples architectural artillery assembled Bangladesh
        Barack beaches bees boarding bothered canvas canyon Casey cheek Chen Cincinnati circular circulation clearance
        closes coincidence comedian commands commissioned concentrated conscience cooler countless curry dame deceased
        dedication defining detention disputes drake employ enforce explicit explicitly eyed Florence flu forbidden
        fraction girl's hes infantry integral investor Janet judged Katie kidnapped lectures lightly linking maintains
        marble maritime melt modes Monica Mumbai nominee oath offence packaging patriots pee pillow pirate polar
        prediction preview processed pursuing puzzle rapper rebecca reconstruction renowned revelation Sara scholar
        sharks shoots skirt socially spa spike sprint stir stuffed substantially suburbs superb supposedly tab
        tendency that'll theirs toast toes touchdown traits trek tricky triumph uber underwear unto viable waist
        welcomed wit wreck absurd accessories Adrian advocates Ag ambitious amid annoyed appealing appointments
        assumptions ballet bargain binary blend blogs brake builds businessman cab ch chi col collision Colombia
        compassion consumed corrected correction cough cousins critic Czech defenders denying depot distress
        documentation doubts dramatically drank dudes eats elegant elevator Ellis exchanges excuses execute factories
        feast Finland Frederick friend's frost goin herald hike hollow homeland how's imported ing internationally
        Iraqi itunes Kane kissed lame licensing lily limiting locker mainland marking meditation messenger metals
        missiles Munich Norwegian pencil philosophical Pierre pipes plasma plea punish purse quarterback Reagan ref
        relieved replies reservation rhetoric rivals rushing salvation sanctions secular sensitivity Shane sigh
        sixteen sovereign specifications spends spouse stat supervisor synthetic teaches tense terrifying Toyota
        tracked traders troy varieties vegan waking Walmart Wang wilderness admits adviser aggregate anal anatomy
        Annie announces applicants automobile Barnes breasts cement chess citing colonies composite consequently
        consist councils cox Curtis decorated delegates dreaming dull enables fare fashioned feared float generator
        grind grinding grove guessing gum hobby hunters idol illusion incorrect jun junction lance leap locate locks
        Lou lynch manages masses medicare modeling motive Nazis neighbourhood networking newer newton oppose optimal
        other's overtime packs permits playstation pops postal predictions prep president's profound prosecutor
        rebellion recipient refund remembering rescued risky robust scam sci Sep shareholders sided simulation sober
        spice squeeze storms supervision suspects swap swept terrain terrified themed threaten thrilled towel trio
        tubes unconscious und varies vegetable verified vibe virtue wifi wishing workforce zombie acre airports alot
        amen Andrews arise ashes automotive battlefield begging Berkeley bloom bore bundle butterfly buys casualties
        catches chad clown committees conjunction costly cows cries Cuban cycles darker Davies descent desktop dial
        directory disabilities discharge discusses dodge downs drilling drums elimination enjoys es espn ginger
        governors guild halt Han Henderson ibm imaging implied impress inability incoming Isaac jar Kay lb Leicester
        Liam litigation mentor merchandise minerals miners monk neighborhoods Ni Noah norm obtaining occupy offended
        orthodox overhead pac painter party's Perth pierce pistol printer prone raiders readily reflecting regiment
        remembers reunion revival sanctuary Satan satisfying seas securing sensors Seoul shells siege sixty sleeve
        sonic soundtrack speeches spine steering substances Sullivan sustain tenure texture thankful translate
        treasurer triangle unclear upgraded Venezuela Venice Vladimir wizard Yankees absorbed admin affection airplane
        altitude Athens attributes baked baking beautifully Betty biblical bmw boo Cardiff collapsed Coloured
        competent countryside cracking crane debris delegation demographic descriptions donor easiest educate enabling
        enrolled enrollment Essex exceed excluding expressions fierce forgetting Gabriel garlic Gaza gratitude hail
        heroin Honda hooked illustration impose indicator inequality ins interpreted Jamaica joey Joshua journals
        leisure lend lengths Leon lounge luckily manuscript Marco marines mint molecules Montgomery notification nova
        Oakland outline pasta pi polite productions professors quicker randy receipt recognise reliability researcher
        retailers reviewing Romans runway sculpture senses sensor Seth Sharon showcase smoked su subsidiary Tampa
        tenth theology topped trails underwater uploaded velocity venues wax Wikipedia Winston yay yu accountability
        aerial albeit alcoholic amazed ambition ammunition anthem architects automated bake batch borrowed Carson
        catalog catalogue charitable Christine clicking club's collector compliment consisted continually coordinator
        damaging danish def deployment drafted enjoyable exotic exterior feminine firearms fountain fury gb genocide
        glance glow hay headlines Hebrew hometown humanitarian Hungary Idaho immunity implementing inherited killers
        labeled lebron liberation likelihood lone massacre meme Mitch mod nationalist nationals necessity nickname
        Nixon observer offshore optional papa parked paste pioneer plaza prescribed pressures prosperity recreational
        reds refuge religions renewable Richardson Ricky rode Ronald sack settlements Sheffield shortage skies smarter
        smiles Sophie sphere sponsors stamps stare suburban sung suppliers tablets terribly territorial thirds
        thriller toss transgender troubled turtle Ur verbal violated vocals wool yang accountable advocacy aftermath
        aggression analyzed angles arguably armies Armstrong assessed attractions balloon beers bells blamed blunt
        boobs bosses brakes brigade Bulgaria burial canceled cardinal champ champagne cheated china's chorus chrome
        clarity classics cleaner combining conclude confidential coordination cracks cs dancers Delaware directing
        discretion ditch dome dope drought ducks dumped elevation entrepreneurs epa esteem Eva explored Fe finances
        finishes fog framed fucks gesture Ghana Gibson gif gilbert gosh griffin historian horizontal hospitality
        hostage hottest individually inevitably Jeffrey Kenneth lad lakers lasts leagues Leslie listings literacy
        marriages mcdonald's migrants mins misleading moisture monument mortality ng notices obsession opt particle
        peanut Penn persistent personalities petroleum pharmaceutical progression Quinn Ra rack rebuild recordings
        rejection relaxing reservoir respects Riley scrap Sebastian sensation shaft shepherd shuttle slope snack
        sounding specialists spotlight stabbed stern stiff striker Sudan sued sums sworn tel terrific theres titans
        tomatoes Tory trafficking transparency trinity unemployed unite unlock vault vet Vince wagon Walt withdrawn
        accessed adverse aiming Allah alumni ana awhile aye bastard behaviors bikes biography br broker browser bury
        cellular cocktail cod conditioning consuming contracted costumes counseling crews cubs cuz dangers designing
        destructive develops dislike doubled doubles economies embedded emerge excluded expects farewell feeds fist
        fond foolish frog fry Garcia gifted hacking hawks heir highlighted holocaust homer hon Hopkins imprisonment
        Indonesian irs isnt jenny ji lacks landlord landmark Lanka launches leaning liable life's Memphis midst misery
        module mommy Monroe mosque moss museums mvp nursery Obamacare onion perspectives Peru phrases plague plains
        positively Powell prevents profiles pursued raids recruit resting Rex rogue Roosevelt salaries sd seated
        sharply showers sincerely sings solidarity specialty supernatural surprises td tens thirteen tomb touring
        traces trademark trim umbrella utilities voyage weaker Willie yields abbey accepts adjustment Andrea
        assignments attachment baron Beatles Belfast blah blaming bomber Bt bunny candle carved choir clutch coconut
        committing comprising confession consume corridor credibility credited critically Dem distracted dm dolphins
        estates Ferguson Ferrari filters fools fourteen fu geometry gf ghosts gossip gp grandparents group's haul
        header headphones highways holly immense imports incentives interfere intersection investigators juvenile
        karma ki knocking Kurt leaks leverage lil lining Luther manila mankind mapping masks med metric militia naming
        ncaa night's Nike node obstacles opener overwhelmed performers pg pl pointless poles preferences prompted
        proximity qualification qualifications ranger rendered rented reversed robbed sadness scenarios selective
        seniors sf shiny socialism son's sour spoon stressful stretched sucking teddy tenants terrace thief
        transported tribunal undoubtedly uniforms verify villain whats whistle wife's workshops Yale yearly Yemen
        abusive alley announcing appetite backyard beth Beverly bids billboard blades Boris bully burke cables
        calculate calculations chicks conceived consult crashes crowds cunt damned dissolved distinguish dominate
        dynasty economist endorsed Europeans examining extensively fda festivals forehead foreigners forgiveness gem
        glen graves Gregory haunted Hayes heather hiking hypothesis illegally illustrations inclined informal jew
        learnt lending marker marsh marshal maturity maya messy Mia Minneapolis molly Morrison mtv Muhammad
        neighboring neighbours ninja optimistic outlined owl parenting peaks pharmacy pools preparations problematic
        proceeded processor promotional pros prospective psychiatric regulate renaissance repeal Reuters riots roast
        Robertson rubbish saga salon seventeen shields sliding sodium surplus swallow systematic theaters transmitted
        tuned unacceptable unaware uncommon underway unified unstable upstairs vague wee woo xd zip abs abundance
        advancing ahh Alberta ant antique autonomy baptist behavioral Biden booking breeze Brett browns Canadians
        carnival commodity congressman containers cooperative coral correlation correspondent coupon covid crosses
        curtain curves defines delivers demonstrates dentist dodgers dough dug endangered envelope exhibited fade
        fatigue fellowship fictional fragile fringe fulfill gaps granite greens handbook hardy honors India's insights
        instinct inviting irony Ivan Joyce judgement judiciary jumps lads legion lethal lime lively logistics lowered
        Lynn maid manning Manuel maple mickey midfielder mindset mistress moms mon monkeys morality mortal mounting
        nonprofit nsa oils operative outs owed panama patches pickup portraits pouring prestigious prompt quantities
        radius referee relay rig risen rows Sacramento scroll searches sh smiled snacks snakes sovereignty strips
        stunt subjected sucked sunlight surf symbolic sync taxpayer tempted thrust Trevor trilogy url weights
        wheelchair whore wiped yahoo youre yourselves accompanying accusations acids administrators aired allowance
        Andre apologies arbitrary atm autonomous averaged bait bark bets blogger bra Brighton brotherhood Buddhist
        builder cakes carriage celebrations censorship cf cl clarify climbed comp compilation composer comprises
        constitute correspondence cowboy defendants desirable devastating diagram dismiss editions erected explorer
        farther favorable feminism flaws forums freed galleries gasoline genesis geographical governed governmental
        grandson guy's halls handles heavier Herbert hints husband's incomplete incorporate interrupted ivory Kerry
        Kirk lang lengthy levy lp manipulation merchants misses mlb mock necklace niche Nina o'brien obscure ot para
        Peterson popped porch portrayed possessed Princeton proposition railways readings recession Richards rim seals
        secondly sequences settling Sherman spinal spiral spit splash stretching successive superhero taxpayers
        therapeutic threads ti timely tomato tub ufc undergraduate undertaken uranium utter Vietnamese volleyball
        Walsh wires yell advertisement analysts analyze atmospheric Bangkok batting bb bitches bracket branded Bryant
        Cairo cardiac Catholics commanding confirms confronted crashing Crawford creep daylight Dee dems Devon
        disclose doe donna elbow encourages enthusiastic envy establishments exile exploitation Felix futures gel
        genetics goose grill grounded hating heel heroic hut inmates instructed Ira Jenkins johns knives Louisville
        Malaysian margins marina mat Melissa Milton Miranda ml monopoly Nash nationally Nobel Norfolk outrage owning
        pains paperwork pdf pitched poets poisoning promptly Que rains recovering renewal repeating rifles Robbie
        ruler school's screams sellers sights sincere skating skiing slaughter smashed sox sperm spill steadily
        stripped supplier swamp swan switches synthesis tasty tattoos teammate testify tolerate tournaments travelers
        treason trustees typing urine vanilla Vermont Vic vii violet weighing Wendy activation afghan afterward
        agreeing Ahmed allocated appealed applause bald barrels boil borough Boyd bp breakthrough Calif Ce charities
        cheering chooses Churchill combinations commenting competitions cone connects convey critique crushing curved
        Cyrus decay declining depressing dessert destinations diagnostic Diane differential discourse distances
        dominance donors downloaded earth's economically entertain evaluated exploit fireworks flown Floyd founders
        freeman game's Gandhi gateway Ge guarantees humidity humour imagery imply indicators inherent inland inning
        innocence investigator isle ivy justification ka Katherine Lego licenses livestock Liz llc mafia manners merry
        mick missionary nationalism naughty Nepal Newman notified notorious obey Olivia organizational outfits
        outright overly oversight panthers Persian phases photographers polling popping prisons prototype pumpkin
        pumps punched ramp rand reactor reef refined refreshing refusal reinforced remedies reset sage shave sickness
        simpler sinking slots sorted sq staged startup statute stems straightforward strengths suffers superstar
        telecommunications thieves thoughtful thru tissues toddler utilized vicious victories vikings vodka vr wholly
        zoom accidental accounted addicted adjustments apollo archbishop assassination athletics basics bats Belgian
        bibliography bot broadly calcium Calvin candles capita certainty cheeks chickens Christina citation clues
        collectively commercials commissions compression comprised confess confined congregation consolidated
        coordinate coordinates cube Dana declaring decoration decree definitions deliberate despair discovering
        dividend dragging drift dye Eden educators electron endure enzyme evolutionary exhibits extensions fellows
        fragments Fraser fuels geological globally grams guru hacked Hans hatch Hindi historians hm hormone inadequate
        Indianapolis infinity intentionally joints kilometers labs lace Libya losers louder maiden marching
        marketplace membrane messing metallic methodology modifications monitors murderer nap nickel niece nm
        nominations numbered offerings overlooked pardon partnerships persuade pier poured practiced predecessor
        premise quiz rainfall recipients reckless redemption relates relied remedy replay revision rooted scent slate
        spells stimulus strengthening structured sunrise surge tagged tags tapes tee testified timothy token tornado
        Tracy tunes tunnels twilight unprecedented vagina verses vocabulary wellington whoa willingness woody
        worthless yacht Aberdeen absorb accompany accord advancement Albany algorithms alt alternatively Anglo archer
        asap assurance barber bash battalion bidding boycott bricks Bruno buddies Bulgarian carpenter ceased Chester
        coding competitor creators cuisine detained dioxide dolls doom dubbed ea eclipse eighteen Eleanor elephants
        enjoyment exhaust expired flee Forbes forwards fries fundraising gal glimpse hahaha hawk healthier homemade
        honorable infectious inferior injustice inquiries insulin interpret intro jackets jill kindle lid Lindsay logs
        manor masterpiece melody memo mic mirrors mom's Myanmar narrator Nate nets nsw obesity partisan planting pony
        posed possessions privileged prolonged promo protestant pumping pupil qb recruited reliance relies reluctant
        relying respiratory retention rewarded ribbon Rochester Rodgers roommate rotten sands schedules selecting shah
        Shawn shotgun singers snapped sofa Solomon Southampton spoil spoiled Stephanie submarine suburb surgeons
        sympathetic taxation temper undergo Venus weighed Wu acquiring additions admitting afl aligned Allan altar amp
        arrows atlas Austrian automation awe balancing banning bishops Boeing broncos builders burton Caesar Canada's
        cans Carroll cavalry Clara coffin collectors colorful combo communism conductor confront constraints crow
        dad's Davidson decisive decorative definitive disclosed displaced disturbed diy doin epidemic eternity Eugene
        evolve explode extraction fatty filthy fletcher flush font freestyle glue grandpa hairy homicide horns ie
        inheritance introduces ironic lacked lin luggage Lyon madame Maggie Marion mel melting messaging microwave
        Midwest minimize modi morocco Natalie ops organisms originated ounce Pablo peel pensions performer picnic pins
        practitioners predominantly primitive providence psychic psychologist puppet reproductive requesting responds
        restrict retiring retrieved ribs righteous rivalry Rosa royalty Sandra sausage seize sim skeleton spicy sticky
        sting sufficiently thankfully thrones tick traced Trent trusts tutorial twentieth unpleasant unrelated ussr
        vacant vent vicinity wan wandering wardrobe warmth weaknesses wines wired amendments analyses asses
        assessments assisting Australia's axe backgrounds Baldwin belle bf bites bombers bonuses bred Brexit bubbles
        Buddha bulletin capitalist cautious clinics commitments companions comparisons constable cooperate coordinated
        copied counselor cp curb dances Darren deeds destined detached devils discounts distribute dong Edgar
        efficiently eliminating Elliott encouragement enforced Evan explosives faction fascist feathers fixtures
        flooded fuller gamble goalkeeper grandchildren gt guardians harmless hearings hesitate hid hips hopeful horny
        Hungarian hygiene Iceland imaginary imprisoned inconsistent int iso Jared Johnston Judy kindergarten latino
        Lopez loudly master's mechanic Megan mls modify neglect northwestern nz offenders oppression patriotic Phillip
        pictured pitcher playground populated poses positioned prejudice Preston probable probation projection
        promotes pumped rails raven receptor rehab remake rendering reproduction res reservations rey Rhode shrimp
        similarities skins slopes spelled spokesman Springfield stained stall starving strap subjective surround
        surroundings sweeping swinging tearing traumatic trillion tucker Vatican vendor watts yr Abbott aboriginal
        academics adopting alignment allergic Allison amended apparatus assumes avengers backpack balcony banker bliss
        bodily buffer Calgary chapman chopped collaborative commenced compensate compromised constructive conventions
        cosmic crystals daisy daughter's definite demonstrations departed depths developmental disco distraction dom
        Dorothy doses drawer driver's drones Durham ecological ecosystem Elvis euros exclude exempt exposing faint
        fertility ff fines Finn floods Flynn foam folded foremost forge greenhouse hears hierarchy ideals identities
        installations invalid jade jointly Jung kits Lancaster lightweight lowering mb melted metabolism neglected
        negotiated negotiating negotiation newborn Newport nodes notch omega onions packers paired parental parody
        parole participant penguin phantom photoshop Pitt precedent prevalent prom promotions python Qatar
        questionable queue quo regrets render respondents retaining Romania sailor seventy shouted show's Simmons sims
        slides sociology somerset soo specify splitting stab supermarket sweater tenant tensions Thomson tortured
        traction tractor trout turnover Uganda university's unwanted upgrades valentine's variant vegetarian Vernon
        visibility warnings wherein whiskey worms Wyoming aaa abundant Africans Alexandria algebra analytics antenna
        attribute audition bankers biting branding bravo busted cardinals Carrie certificates Charleston chatting chop
        circuits Clifford Cody Coleman commanded commissioners communicating comparative complement connor conquer
        conquest contested continuity Cornwall crawl credible cursed day's db deepest defects delightful depicted
        determines digit dinosaur doomed drainage drowning embarrassment equations evolving exploded fairness favored
        felony flats flint floral fortress fulfilled fundamentally grabbing guts hairs Hammond handing hearted herb
        herd husbands ideological immortal incumbent insider insufficient interval
        """
}
