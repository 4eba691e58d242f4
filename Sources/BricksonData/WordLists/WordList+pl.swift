// Made by make-word-lists from wordfreq 3.1.1 (CC BY-SA 4.0; see README.md here).
// Do not edit: run the script again.

extension WordListTexts {
    /// The 10000 commonest words of "pl", commonest first, each in its own form.
    public static let polishWords = """
        w i nie na się to z do jest że o jak a ale co tak za od po dla tym czy przez tego są ma tylko już mi mnie ze
        może bo ja ten oraz bardzo będzie być jego by sobie ich mam jeśli roku też jeszcze był które jako jestem było
        jej kiedy który nawet teraz go no pod coś ci lat tam te więc gdy gdzie tej bez żeby jednak lub wiem nic
        wszystko można przy ludzie przed więcej chyba ludzi nas także tu on była u tych również ta takie ktoś niż
        dobrze kto zawsze która właśnie masz sie aby albo ty osób czas mają dzięki którzy podczas bardziej dlaczego
        dzieci nich raz mu nad nigdy pracy im mamy życie chce dnia innych je jesteś temu tutaj wiele został będą jeden
        miejsce polski wszyscy wszystkich wszystkie były kilka nam sposób we domu dzień których prostu razem siebie
        taki chodzi swoje trochę czasu dlatego każdy którym dwa miał moje mój naprawdę ok Polsce sam trzeba ją mieć
        mówi nim ciebie mogą mogę oni cię dalej dużo nikt stanie dziś której moja ona rzeczy strony życia kraju
        pierwszy the jakie lepiej potem wtedy aż będę dni jaki osoby tyle cały ile moim my najbardziej niego wielu
        czasie inne według czemu czym musi oczywiście swoją została zrobić świata czyli którego między niech proszę
        taka temat ani prawa później takich wszystkim dobry możesz pan pewnie czego często jeżeli nadal was jakiś
        polska poza dziękuję jakieś lata np prawo rok dwóch jesteśmy dzisiaj kiedyś ponad zdjęcie część miasta prawie
        stronie swoich chcę jednym kurwa nowe pani powiedział problem samo takiego trzy wygląda chcesz film miała niej
        tą wcześniej świecie one swoim części gdyby końcu miejscu nowy ponieważ robi szybko dobra koniec obecnie pewno
        szkoły którą mimo możemy prawda nadzieję należy nasze około powodu przecież razy swojego wydaje byli dopiero
        jakby rozumiem sama swojej wieku wiesz bym celu historii jedna latach miejsca mojej tę wciąż wśród zbyt dwie
        muszę of państwa pierwsze samym sprawie widzę większość dość kogoś powiedzieć robić słowa typu wam wie
        człowieka da dokładnie myślę swój udział zdjęcia świat brak chociaż dobre grupy początku pytanie razie rodziny
        takim centrum danych drugiej jednego jedną każdym kilku maja mojego niestety znaczy życiu choć jedynie każdego
        natomiast pieniądze pomocy powinien usa wraz zaraz zostały związku człowiek dziecko mniej nasz naszych
        ostatnio partii pracę przypadku raczej rzecz znaleźć śmierci coraz czasem daj jedno kobiety skoro de innego nr
        przykład sobą uwagę ważne chcą dzieje nią twoje zamiast informacji jednej końca różnych znowu zostało będziemy
        in kobiet myśli nimi ogóle sprawy strona system sytuacji innymi moją nowego oznacza przeciwko przynajmniej
        rady ziemi inny naszego zarówno zmiany and gra głównie innym istnieje lecz mieszkańców naszej poprzez wobec
        względu zostać źle drugi lubię moich podoba ramach rząd szczególnie twój warto wody wystarczy zostanie całe
        działa fakt ii informacje polskiego pomiędzy pomysł sa stało taką zł żadnych będziesz daje działania gdzieś
        inaczej mało minut osoba pomoc sprawa znajduje boże bądź długo grupa gry kolejny miasto miałem mieście naszym
        stronę wojny zobaczyć chwili ciągu http marca musisz mógł pieniędzy powinno super ciekawe idzie jednocześnie
        jutro kultury mieli nocy pis pisze polskich problemy udało widać wy chciał dom iść iż jakoś jaką muszą mówią
        pierwszym projekt samego sprawę sumie trzech wiadomości xd zanim znam byłem całą czegoś firmy kobieta kocham
        musimy następnie nowych państwo podstawie polskiej program same wczoraj dr godzin godziny historia kim możliwe
        najlepiej oczy okazji polskie razu trudno września zgodnie klasy książki mocno najpierw nasza pana pokoju rano
        rozwoju różne skąd władzy byłoby cała ciągle czasami kogo miało mną mówić nowa nowym panie października
        pierwszej pomóc przede szkole wcale zależy całej całym cztery dane dać drogi inni jaka kolejne la możliwości
        organizacji pamiętam prawdopodobnie prezydenta przepraszam szczęście terenie tys zdrowia zrobił zwłaszcza
        drodze imię kraj miesięcy ostatni praca stan stanu szkoda takiej twoja zupełnie czerwca jakim lutego mogli
        mówiąc obok ochrony oto pierwsza podobnie powinna rodzaju serio stycznia ustawy śmierć akcji chwilę czuję
        grudnia góry momencie nowej projektu pół warszawa warszawie byłam kościoła liczba postaci rodzina sami sieci
        spraw tez tymi ulicy zaczyna zdjęć badania europy kwietnia mama mówię nami niektórych prezydent ruchu stać
        telefon tysięcy tzw walki wszystkiego wyniki zjednoczonych zmienić żyć bezpieczeństwa całkiem ciała każda
        każdej listopada macie małe media mężczyzn systemu trakcie uwagi wartości zwykle całego ciężko gdyż głos
        kierunku miały nagle najlepszy niektórzy nikogo ojciec ostatnie pomocą poziom programu pytania Rosji tydzień
        zespół znacznie brzmi chcemy duże głowy juz język miałam niektóre odpowiedzi policja ponownie rodzice sierpnia
        stylu uważam wielki zaś żadnego całkowicie celem dniu jasne kupić lipca możliwość nauki oprócz parę powiem
        powinni rynku tobie wiadomo wiec większości xx you dawno dziecka filmu Francji gminy km najlepsze pierwszego
        powinny prowadzi robią siły sytuacja widzisz wiedzieć zdecydowanie zobacz autor dostęp hej jakaś języka
        kościół miłość najmniej niby plan potrzebuje samej spokojnie twoim wyborach wyłącznie zdaniem znów chciałbym
        drugie kolei ludziom naszą polecam rządu ręce serca stanowi stron szkoła słowo ul widziałem wiedzą wybory żyje
        artykuł broni czymś europie liczby matki napisał okres pracowników rodziców twarz wrażenie wyniku względem
        właściwie związane łatwo badań droga druga drzwi mówił nazwa niczego nieco numer ostatnich policji polskim
        poniżej poważnie praw tekst tobą tygodniu wielkie wokół blisko bóg cóż itp matka miłości mogła odpowiedź
        polityki ponadto posiada prace produkcji spotkanie wiemy wpływ zasady zatem źródło boga brakuje członków
        dziewczyna dziewczyny filmy jakiegoś komisji lepsze lubi nową pewien pięć poziomie problemu problemów serii
        słów uważa wkrótce wolności wszędzie środowiska drugim działalność internet ludźmi mały możecie online pojęcia
        sporo stał tv uda wersji wiadomość wypadku zespołu zmian al fajnie for internecie kategorii krwi minister mln
        moze muzyki niczym Niemcy okresie powiedziała powinniśmy przeciw ruch serce społeczeństwa studia treści
        współpracy wysokości własne zaczął zazwyczaj żadnej cześć firma głowie jakąś miejsc miesiąc mocy nazywa obraz
        pochodzi porządku proces rację rolę rozwój stąd sztuki twojej tytuł wielka wierzę wina wreszcie wspólnego
        wziąć zna znaczenie znajdują żaden cokolwiek czasach daleko dodatkowo dostać europejskiej głosów koło meczu
        musiał obu pewne pierwszych pokazuje polaków potrafi przyjaciół przyszłości robisz stary szczerze zacząć
        związek budynku cel codziennie czasów dobrym idę ilość konto moment noc ojca osobą podobno pory post spotkania
        stoi syn służby twarzy unii widzenia wyboru świetnie cm częścią edukacji iii języku krajów liście ogólnie pl
        pomimo pracuje prawdziwe proste sprawia sąd tacy wiecie zdanie złe św święta art błąd dniach dobrego dolarów
        działań dziwne euro Google jesteście linii listy myślałem mógłby partia pewnością pracować robię wybór akurat
        chciałam dał dopóki głównym ministra niemal obrony pisać prawdę premier stanach twojego wojna wolność wsi
        zostaje bedzie czeka dotyczące ilości jedzenie ku link mała najczęściej piękne początek pokazać potrzeby
        pozwala południowej rynek rzeczywistości samochód stanowisko uwaga zawiera zrozumieć bezpośrednio członkowie
        dotyczy drugiego ds działalności formie krajach pewnego pełni polityka rodzaj rodzinie rozmowy stopniu wersja
        włosy zajmuje znany zrobi byc cieszę doszło drugą duży energii faktycznie kolejnych liczy milionów muzeum
        myślą młodych młodzieży opozycji pamięci piosenki szef szkół Twitterze tymczasem uniwersytetu wiedzy wielkiej
        witam wychodzi własnej środku braku chciała czterech decyzji gówno historię jedyne John kontroli lepszy muzyka
        pierwszą piątek podobne Polacy radę reszta rzeczywiście spoko stacji staje stara strasznie sukces sądu trwa ue
        warszawy wg wieczorem wyjść wypowiedzi zadanie źródła armii brat ceny czuje dawna innej jedynym jesli kimś
        kończy książek los me miesiące mm moi myśl myślałam mężczyzna new ostatnim powie pozycji problemem przypadek
        Rp rękę społecznej widzi wyborów wówczas środków akcja ciało czytać dobrej dużej dużą gdybym jedyny każde
        komentarz komuś mecz myślisz narodowego niedługo Niemiec okazało opinii opis osobiście piękna powierzchni
        powoli przyszłość punktu regionie roli samych sił wschodniej wynik wynika wzrost władze znaczenia zostali zły
        byłby ból chętnie człowiekiem dam dobrą głowę internetu itd jakiego jakimś jednostki mówisz niedawno
        ostatecznie plus premiera profil publicznej punkt sprawdzić stanów stosunku telewizji weź wolno wymaga wynosi
        własną zmienia znalazł zwierząt złego atak bycie choroby dyskusji dłużej facet filmów inna kiedykolwiek kod
        kontakt liceum list ludności min Niemczech niewiele odpowiada pokój politycy pomaga prac prezes przypomina
        próbuje póki stare uczniów udziału warunki widziałam wielkiego światowej chciałem drogą drogę filmie godzinę
        gorzej komentarze książka miast mieszka nagrody najlepszym napisać nasi osobę pasuje potrzeba powodzenia powód
        sezon stała szybciej tata tuż tygodnie tłumaczenie wielkim większe woli wydarzenia własnych zakresie zmiana
        znak zrobię związanych biura chciałabym chuj cos dosyć duża granicy ha is it konta kwestii miejscach miło
        momentu musieli najlepszych okolicy parku pobliżu pomoże poznać przestrzeni punktów rozwiązanie sensu swego
        syna szansę trudne walczyć wielką woda zdrowie zeby zostaną byś chcecie dostał doświadczenia dyrektor
        gimnazjum istnieją jakich jakiej kampanii którymi Michael mieliśmy mężczyźni niepodległości obchodzi polega
        praktycznie prawdziwy pytań samochodu sprawiedliwości stanowiska tle twierdzi tygodni użytkowników wasze
        wchodzi własnego zapewne zdaje zła buty chcieli decyzję forum grupie Krakowie krok leży lubisz mnóstwo myśleć
        nagrodę narodowej natychmiast nogi normalnie ono państw równie samą specjalnie technologii uczyć ustawa
        weekend więzienia wręcz wsparcie wątpliwości zasad znasz żona bierze boli broń chłopak głupi Hiszpanii każdą
        kolejna nikomu oficjalnie powiedz pro prof przykro san składa swoimi szukać twoich twoją większą łatwiej
        żołnierzy biorąc budowy cie czarny decyzja grać jakości Jan Jezu jorku kraków króla metrów moc młody nazwisko
        oczach oglądać pojawia politycznych potrzebne powstania publicznych roboty siłę telefonu wiedział wiek wodę
        wolny zachód zasadzie zgadza ładnie środki żebym Andrzej angielski charakter czekać gospodarki główny książkę
        kwestia miejscowości model najlepsza najważniejsze niedzielę obie okazuje pewna pewnym piękny powodów
        pozostaje skład stanowią wybrać wyszło znajdzie zobaczymy zrobiła złotych banku bycia bylo dobrych efekt grup
        imieniu lekarza lekko lista listę największy nauczycieli nauczyć obywateli ofiary operacji ostatniej pięciu
        politycznej powyżej poziomu połowie północnej radio rozwiązania rzadko siedem spotkać społeczeństwo
        społecznych sytuację sześć słyszałem układ umowy uwielbiam walka wojnie wolę wspólnie władzę zachowanie
        zewnątrz znajomych ameryki budynek będąc ciąży czasy dowód jedyna konstytucji lekarz Londynie mając materiały
        miliony mogło najwięcej niezależnie opinie ostatnia patrzeć pięknie polską porównaniu prawem prowincji
        przeczytać serial spać szpitala tygodnia usług uważasz widok własnym zagranicznych zastanawiam zmieni
        znajdziesz łodzi świetny czekam córka dają dodać dostępne dowiedzieć firm formy górze głównej internetowej
        klubu kości kraje mediów mieszkanie największe następnym nazwy poczucie podróży pojawił poparcie powoduje
        prawdy Rosja sklepu stopnia studiów szansa słońce tysiące użytkownika wartość wyraźnie wywiad zachodniej
        zaczęła zgadzam żywo aktualnie bank biały częściej inną jedzenia kochanie konferencji król leci materiał
        mieszkania mowa mąż nigdzie odcinek ode opieki organizacja Polskę poniedziałek postać pozdrawiam psa regionu
        samolot sobotę styl typ urzędu wyjdzie własny zabić zaledwie zrobili ataku brata byłeś dosłownie dużym
        działanie dziećmi granicą interesuje jakbym jazdy jeść komunikacji krew marek max małych musiała nowo patrz
        Paweł powietrza powrót pracował procent przejść przyjdzie przyznać publicznego rada rozmawiać samochody
        siostra sprzedaży szanse szczególności sądzę słucham teren Twitter Twittera video wejść wideo wniosek wojnę
        wojska wrócić wszelkie wygrał wypadek wziął średniej światła źródeł administracji angielskiego artykułu bliżej
        boję chodzić demokracji dzielnicy grę głupie jednakże kolejnym kolor koszty ks liczne mediach nazwie park
        podróż polityczne polityków potrafią powstanie religii sprawdź słuchać tom troche tworzy uczucie używać
        zachowania zero zmarł znane śmieszne cena chodziło cicho członek dotyczących długi Facebooku fajne idź Jana kg
        klasa klasie kuchni liczbę liczyć największych największym nauczyciel pamięć pełne pies plany pochodzenia
        policję portalu potrafię pozostałych programie przepisy przeszłości robił rozpoczął rozumie ryzyko seks sens
        sklepie spośród słyszę Ukrainy umiejętności używa walce wiary województwa wysokie wysokość zacznie zakaz
        zapraszamy światło żyją biuro bowiem domów doskonale dużych działać el główne jakość Japonii Jezus klub
        konkurs le mózgu nazwiska ofiar pamiętaj papież potrzebuję powinnam pozostałe połowa prezesa prowadzić próby
        ps pt rośnie skali stolicy szczęścia urząd warunkach wewnątrz wolne world wskazuje zdania Azji brać czuć
        drużyny dzieckiem grupę górę głosowania głosy halo jedyną karty koncert kościele kultura lubią materiałów
        miarę mieszkańcy narodów oh oko okresu Piotr piszę polityce prawdziwa prawej procesu przypadkach późno raport
        republiki rządów różnica sali serialu spokój sprawą szefa szpitalu teksty trzeci uczestnicy uczestników
        widział wierzy wyglądają wyglądać wyżej wzrostu władz znać łączy życiem Afryki celów chłopcy cieszy córki
        David dostępu dupie dupy dziedzinie dziennie dziękujemy gier gość instytucji jechać kasy każdemu kocha kolega
        komisja kontekście lewej móc najlepszego narodu news obejrzeć parlamentu patrząc portal prywatne płyty rodzin
        ręki sezonie skończy społeczne takimi tytułu uczucia wierzyć wsparcia wyjątkiem wystarczająco zmianę zmienił
        zresztą żadna żart album ang angielsku bezpieczeństwo chwila dobranoc drzewa faktu firmę gazeta internetowych
        jakiejś kompletnie love miejscem mogły mozna nadzieje narodowy nauka nazwę pamiętać powstał pracownicy
        przedstawia punkty pyta pytam północy rzeki sezonu siedzieć skóry status stały stowarzyszenia strach studentów
        szukam teorii tj wrócił zaczęło łódź łącznie adres akcje artykuły cenę czarne darmo doświadczenie ej funkcji
        głównych James komu konkursu lgbt lol mogłam następnego niemiecki osiem otwarcie panowie podaje podejście
        poszedł powrotem proc profesor projektów prosto przodu przychodzi pójdzie pójdę płci sceny siedzi staram
        sztuka słońca terytorium trzyma tvp uniwersytecie wakacje widzieć wieczór większej więzieniu Wrocław youtube
        zachodu zajęcia ziemię Anna całości dziennikarz długość festiwalu finansowe godzinie głosu głową idealny
        informacja któremu metody miesiąca męża należą napisane nazwą niezwykle oceny odpowiednio otrzymał otwarte
        papieża pełna podstawowych politykę poszczególnych prezent projekty przestać pójść raka red relacji rodzinę
        rosyjski sensie show sport sto szacunku szkołę sędzia termin warunków ważny wielkości wielokrotnie większa
        większy wstyd wydania występuje zaczynają zdobyć zwycięstwo Adam auto autora budowa budynków czekaj dajcie
        dniem Francja gwiazdy głównego handlu info iv Jezusa małym milion morza młodzi nauczyciele obecnej obecny okej
        ostatniego piszą planu początkowo pozwolić pozycję połączenie programy regularnie społeczności sprawach sprzed
        statystyki stowarzyszenie systemie szacunek tyłu uchodźców usługi uwierzyć ważna wolnego wydarzeń wyjścia
        wyrok wysoki zabawy zadania zakupy zapraszam zarządu zbrodni zdjęciu zwierzęta żadne żony akt ben byle byliśmy
        cele choćby czerwony czytam data dodatkowe dół długie europejskiego fajny fanów głośno główną hotelu idealnie
        kawałek klientów miastach muzykę największą niemożliwe obiad ochotę odpowiedzialności okazję owszem podobny
        pole poseł potrzebują powstała prl produkcja przemysłu reklamy resztę rodziną rozpoczęła rozumiesz seria sieć
        siostry spokoju spotkaniu starego stronach stworzyć szans tekstu tematy test transportu uczniowie utrzymać
        wiedziałam wiedziałem wiedzę wprost wykorzystać założyć zdarza zwrócić śmieci badanie białe czwartek czynienia
        członkiem dokumenty dostanie dowodów dwoma dzieciom emocje Europa europejskich festiwal forma jestes kobietę
        kolejną komentarzy ksiądz ktos kwiaty lepszego międzynarodowej nieważne opowiada perspektywy poglądy pojawiają
        przyjaciele radia relacje stwierdził słabo tradycji trzymać tworzą uczelni uzyskać widzimy wiecej wielkich
        wpływu wykonane wyników wzdłuż właściciel zamian ziemia znalazłem zrobiłam środowisko armia biznes byłaby bólu
        całość chronić czujesz dochodzi dodaje fragment godz główna jedzie kandydatów kary las marsz ministerstwa
        myślenia najgorsze nienawiści obejmuje obrazy obszarze oddać oj osiągnięcia ostatnią placu pozwoli produktów
        przepisów publikacji reakcja rąk samochodów se start szczyt szkołach treść urodziny używane walkę wow
        wprowadzenie wygrać wyspy zależności zapewnić świetne życzę żydów all artykułów bronią cholera dyrektora
        działo granice kobietą kontrolę ktokolwiek materiału mówili mówimy naród nienawidzę nieźle normalne obronie
        odpowiedzialność opinię osiągnąć pisał poznań pracują prawdziwym prezydentem produkty przeciwieństwie
        przekonać przemocy próbował restauracji robimy sen setki skutek sprzedaż stali stop Ukrainie umowę uważają
        wami wiedza większych wojsko wspomnienia wygląd wyszedł zachować zeszłym znana absolutnie autorstwa bazy
        będziecie cyklu czyta częściowo decyzje drużyna drzew etc francuski grze głęboko jasno koniecznie Krzysztof
        krótko kurs letni małego Michał miesiącu międzynarodowych mózg następny oba odkąd ogromne panią pary pol
        potrzebujemy powstrzymać południe programów publicznie rosyjskiego rozmowa rękach sekund sercu serwis siedzibą
        skarbie specjalne st starych swej szczegóły szeroko uniwersytet wbrew wpis wrześniu wtorek wynikiem zabawne
        zaczęli zagrożenia zapłacić założenia zmieniło znanych średnio środka świadomość świetna Ameryce amerykański
        aresztowany city dodał dole dostałem działają dziesięć dzieła elementy fundacji George gości granicę
        gratulacje głowa Harry jednostek kanał korzyści lekarzy lokalnych małej najlepszą najwyższy niz obecność
        oczywiste odbył odnośnie organizacje panu piwo platformy polityk pracownik profilu przygotować przykładem
        próba publiczne racji rzeczywistość sklep smutne spod sprzęt spróbować stany straty tematu uczy udziałem
        wersję widzą znalazła świętego żebyś artykule bazie bronić Brytanii bywa czele dokumentów domy dotąd dowody
        dróg fakty gazety gotowe historie igrzysk imigrantów istnienia Janusz kierowca kierowcy kilometrów koszt logo
        maju małżeństwa ministerstwo mogłem mogłoby napisała następne natury obowiązek ochrona odbyła okno
        okoliczności partie Paul państwowej pełen podatku podać pola pomysły poparcia populacji potrzebna powietrze
        poznaniu połowy przypadków Robert sejmu spotkań strefy szuka top tworzenia układu up ust wejście wraca wschodu
        wspólnoty wszystkimi wyborczej wydanie wysoko wyspie zadaniem zająć zmianie znają związki alkoholu auta budowę
        budżetu chłopaki dasz dostaje ducha edycji from góra ilu International kasę konieczne kosztuje lekcje lekcji
        małą nadaje narzędzia niemieckiego osobom para patrzy piosenka podobnych polityczna powszechnie połowę
        producent przeszkadza przyjaciela przyszedł punkcie reformy specjalnych sześciu Tomasz ubrania usłyszeć użyciu
        wewnętrznych wschód wydziału wyjątkowo wysłać włosów zabrać zapomnieć zjeść zrobiłem świąt święto święty żoną
        angielskim Anglii Australii błędy chiny choroba czerwcu córkę danej daniel dokument dziewczynę dziwnie efekty
        firmie hasło https imprezy instytut jakbyś językiem kawy koncie korzystać krótki ledwo lee ligi marcu Maria
        marszu minuty młoda młodzież najprawdopodobniej naturalne niedaleko niesamowite oczu odnaleźć odpowiedzieć
        ograniczenia okna osobie Pawła piłki poszło poważne powiedzenia południowo połączenia przedsiębiorstwa
        przyczyną przypadkiem psy rosyjskiej rządy siła skończyć sposobu starszych trafił tylu udaje wodą Wrocławiu
        wróci wschodzie zagrożenie zasługuje zgody zrób związków złoto łóżka ślub agencji am amerykańskich black
        ciekawy dała dziennik edukacja Grzegorz hmm idą indziej inicjatywy komputer ktore lekarze leki lepsza medal
        meksyku miejskiej mistrzostw mniejsze najszybciej następujące naukowych nawzajem ochronę oka okolicach
        określenie pobytu podstawowe pokazują potrzebujesz powiedzieli prawdą przedstawiciele przyjaciel przyjaciółmi
        reakcji samolotu scenie serwisie siłą sposobem transport trasy tvn tłumaczy usta użyć vs wiedzieli wracam wzór
        węgla zarządzania zrobione śmiercią środę żołnierze artystów bohaterów boku ciekawa czerwone czytaj
        internetowa jaja Jarosław kolejnego koleś komitetu kurde leczenie lewo life linki live mieszkam naukę nieba
        nosi obecności odbywa odszedł ognia opcji organizację ośrodek pacjentów pamięta paru pewnych pełną piszesz
        podstawy podział pojawi Poland pora powodem południu pośrednictwem przedstawicieli przyjęcia racja radość
        reszty rewolucji rozdział serwisu społecznego stałe straszne Syrii szczęśliwy sędziów tematem trzecie with
        większego wolnym wprowadzić wyobrazić wyszła zaczynam zamiar znamy złota ściany śniadanie as bawić be biała
        chciałby chin chłopaka dodatek domem dotychczas dyskusja dziwnego element emocji godzina gorąco grał grozi
        grudniu idziemy imienia istotne jadę Kaczyński kadencji kierunek kieszeni kilkanaście klimat konkursie krajem
        leczenia mięsa mięso moge mogłaby najwyraźniej narodowe niebo oddział Peter podstawowej pojawiły polscy polu
        poszła potrzebny pracą praktyce prywatnych przyczyny przypominam rana spróbuj spółki stopni strachu straży
        słychać tekstów tytułem tzn winy wspaniałe wspaniały współpracę wydawało wydział xix zabawa zacząłem
        zakończenie zakład zapytać zatrzymać zginął ładne średnia akademii amerykańskiej anty aplikacji babcia bogu
        boi byl cen cieszyć czekają dało doktor dostaniesz dostępny dumny dziadek em en gazu granic głosowanie hasła
        idziesz informację Jacek kara kontaktu kryzys marki masa miałby misji mistrz mówiła najważniejszych naprawde
        niezbyt nosić obozu opinia osobami otwarty pojawiła polityczny powiedziałam procesie prowadzenie przyczyn
        przyjęcie rocznie roślin ryby starym stracił styczniu służy temacie umie uniknąć upadku usunąć warte wniosku
        wpływem wymiany własności znajdą łatwe środek świetle źródłem biorą blog czarna czytania dawać dna dookoła
        długości funkcję galerii gotowi Grecji humoru inwestycji jakis kochasz kosztów krajowej krótkie linia lot
        Marcin międzynarodowe musiałem nato nauk ni niemniej not opowieści otrzymała pamiętasz popularne prowadzenia
        prowadzone przyjąć północ płacić Rio Rt sesji sportu społeczeństwie sprzętu stworzył sądzie teoria this
        trzecia umiem wybuchu wygra wyjaśnić zachodzie zaczęły zamek zauważyć zimno związany złoty środowisku żal ah
        aha amerykańskiego branży Brazylii byłaś błędów cechy chorych człowieku dachu doczekać drzewo duda dzieło fb
        Gdańsk języków klubie Krakowa kwietniu marka mieści modelu Moskwie nadziei nagrania najwyższej obcych obszar
        oby odpowiednie odpowiedzialny ogromny open państwie państwowych plac pochodzą pogoda poprzednich powiatu
        powrotu prawdziwą prosty prowadzą przekazać przerwy przestrzeń przewodniczący przypadki przyszłym radości
        różnice sposoby stosunkowo studio sukcesu swych symbol systemem tk trener Tusk tworzenie twórcy wiatr wnioski
        wszedł wyborców wybrane wybrany wydawać wyglądało władza zachodnich zarazem zauważył zdobył zestaw zgoda
        zrobisz świadczy żadnym akcję amerykańskie analizy braci Charlie chorób Chrystusa chwile danego darmowe day
        dostała drogie dzisiejszych formę godzinach grupą głosować hotel idealne kartę kina komórki książce ktory lasu
        miastem mierze mistrzostwa międzynarodowy miłego mowy nagroda nagród najwyżej nauczania obowiązki odcinku
        ogień ojcem ojczyzny ostro państwowe pewność podaj pojęcie pokazał powinieneś przeczytaj przypomnieć przyszła
        próbują referendum reklama religia religijnych rzeczą scenariusz serdecznie skalę skończył skutki sms spadek
        spodnie spodziewać stosuje stworzenie sztuk Szwecji trasie troszkę trudności turnieju uk wcześnie wypowiedź
        wywiadu znalazłam zobaczysz zostawić ależ Białorusi bilety bloga bohater bożego czyni dali dodatku dorosłych
        dzieli dziennikarzy dziewczynki elementów faktem gaz gospodarka karę kot lato lesie man małżeństwo morze mów
        nagranie obawiam oczami odbędzie opisuje piosenek pisarz polityczną pomyśleć posiadają Pr przestań rozmowę
        samochodem si solidarności starszy strefie swą szefem szereg szkolenia tel ulicach us ważniejsze wprowadzenia
        wyborcza wydał włochy xxi zakresu zastanawia zginęło znaleźli żonę aborcji charakterze chinach chłopców ciepło
        cudem dupę dużego dziewczyną ego ewentualnie Facebook gen Holandii house imperium jakies kamery kolegów
        konsekwencje konsekwencji kulturze licznych linie lipcu ludzkie matką minimum naukowe niebezpieczne Niemców
        obiekt obrazu określa opozycja otworzyć Paryżu patrzcie październiku pkt politycznego porozmawiać posiadanie
        potrzeb pozytywnie prawdziwego prawnik prawnych przechodzi przeżyć prędzej reguły różni silnik solidarność
        sorry sposobów sprzedać stanowisku swe szczęśliwa szpital szukasz ton Tuska tysiąc umiera walczy wiąże
        wyglądał zaczęłam zasada zrobią zsrr złym łóżku żywności ach an automatycznie autorem białego biurze brawo
        chęć czarno członka dalsze damy deszcz dostępna duzo fajna gotowy idei internetowe jakiekolwiek jasna Korei
        ktora kwestie literatury lotu ludziach mamo mapa maszyny mecze moimi musiałam narodowych okaże patrzę pałacu
        pln pokaz polsko polsku poprawić posty postępowania powieści promocji płyta rejonie rola ręką samobójstwo sejm
        sierpniu społeczny stają stawia stopień synem systemy tamtym testy trybunału trzeciej umowa utrzymanie
        widoczne wlasnie wojskowej wola wydarzenie wygrywa wykorzystuje wyższe zainteresowania zainteresowanie
        zakończeniu zamachu zasięgu zastosowanie zdolności zgromadzenia zjawisko świadomości światem żyjemy agencja
        anime bezpiecznie białym big chuja czekamy czyżby danym daty delikatnie doktora dziennikarze dziewięć dziękuje
        edycja filmik finansów funkcje istnienie Izraela kariery karierę katastrofy kształt leków Louis lutym marzenia
        mega miliona mld nożnej obrazek odległości okazja okiem paliwa podjąć podstaw pomagać pomysłów poznania
        pozwalają proponuje prosta prosze przedstawić przykłady przysięgam realizacji rokiem rzeczypospolitej seriale
        siedmiu silne składzie specjalny stacja stworzenia swojemu sytuacje szukają służyć telewizja towarzystwo
        trzeciego twierdzą udowodnić unia uważać uznał użytkownik vi wagi wasz wejścia wierzą wizyty wodzie wpływa
        wroga wspólne wzięli wątpię własność york zadowolony zespole zwycięstwa złożyć Afryce amerykanie are autorzy
        biblioteki btw chciałbyś ciężkie dodam doprowadzić dziewczynka ekonomii fizyki gadać gdańsku gorsze gościa
        gwiazd igrzyska interesy jedziemy kart Katowice kawę komitet konkurencji kota like mark martwi medycyny
        miesiącach mile ministrów międzynarodowego mleko mogliby Musze mężczyzny młode młodego nadzieja największa
        nazwać obecne obecnych oddziały oferuje ogłosił pisanie pokolenia pomnik postanowił powiedziałem powiesz
        pozycja prawdziwych przeciwnie przestępstwa przeszedł przyjemność przyszło prędkości rozpoczyna rozwiązać
        rozwiązań sekcji skazany So spojrzeć sprawiedliwość stopy systemów słowem tony traci trzymaj uczuć Ukraina
        ulice urodził wierzysz wolna wydawnictwo wygrała występ występują wyższej zabił zamach zawodników zawodowych
        zawody zdarzenia zielone zmieniają zrobiło związana artysta at bilet biorę bracia brał budowie byśmy del
        dotrzeć dziwny efekcie form gatunku gotowa gwiazda impreza kapitan konstrukcji korzysta lider Londyn lotnisku
        magazyn mające matematyki matkę metoda metra mniejszości mogłabym narodowym narzędzi naszymi naturalnie
        nauczyciela oddziału ogromną opiera oświadczenie pełno platforma podzielić poradzić powody powstały prawne
        przeważnie przyrody próbę reprezentacji rodzicami samemu skończyło sp sprawdza street sugeruje terenu tworzyć
        tłum uroczystości ustawę użycie ważnym widzicie większym wydać wyjście wysokich wysłał your zabija zadań
        zajmują zaufania zmieniać zmieniła zobaczę zrozumienia zęby zło ów bratem budynki cisza ciśnienie czynności
        dziecku dzisiejszego dzisiejszy europejska galeria gospodarczej instytutu interes internetowy jazda Jean
        Kaczyńskiego kandydata kochać kolejnej konflikt kredyt lokalne marzenie mógłbym mówiłem napis obóz odbyło
        okazać osobiste partię pas pewną piosenkę pić pociąg pokonać policjanci port pozbyć pracownika prosimy
        przebieg przepis przynosi republika rozmów rozwiązaniem ruchy rzędu seksu spacer społeczna stoją stóp
        techniczne that tworząc urządzenia ustaw wchodzą wieczoru wieloma wszelkich wyjaśnia wyroku wytłumaczyć wzięła
        zamknąć zapach zawodów zjednoczone znajdziemy zrobienia zwykłe ładny śledztwo środkowej albumu bieg biznesu
        brzegu błagam cz czarnej czują czytanie dojść dziedzictwa dziewczyn egzamin energię funkcjonuje głupia he
        informuje inwestycje jakichkolwiek jakikolwiek Julia języki klimatu ko koloru koła kupił lepszym listopadzie
        martin miałeś międzyczasie miła nieruchomości non obywatele oporu opuścić parafii pasażerów pisania piłka
        planuje pokładzie polak poprzedniego popularność postawić powiedzmy powrocie pozytywne produkt przyjmuje
        przyznał rozmowie spotkał sprawić starej statek stopniowo stosowane stosunek struktury studenci szczycie
        terenów time towarzystwa użycia wersje wiecznie wieś wizerunek wojskowych zamknięte zdarzyło zdecydował zdrowy
        znajdziecie zniszczyć łeb świadków żyję aktywności autobus autorka białych biegu blogu byłego chęci chłopca
        dokonać dźwięk etapie fragmenty gdybyś infrastruktury jack jeździć kamień kandydat krzyż Londynu minęło miły
        mocne myślicie niemieckich niesamowicie niżej obecna piersi piwa plaży poczuć popiera porozumienia prosi
        prosić przygotowania prądu prędkość rekord rzut rządzie rób samodzielnie scena silny skorzystać skupić
        skutecznie spotyka stale sygnał szkolenie tereny trzymam Turcji turystów uśmiech użytku ważną wiarę wiedząc
        wracać wybierz wydają wykonaniu wyzwanie wzięło zachowuje zakup zarząd zbiór znaczeniu zwyczajnie złych ładna
        żarty Alex Andrzeja białej bohatera boją byla center chory chwilą ciele czarnych czerwona dojdzie domowej
        domowych duszy dwadzieścia dziwi finansowych fotografii Francisco gratuluję idea idealna instytucje
        interesujące Jerzy kampania księżyca lokalnej ludność ludzkości magazynu mapy mieszkaniu mistrzem mówiłam
        narzędzie nazwał obaj odbyły odnosi opiekę or otrzymuje pa pełnym pismo pięknych piłkę planów podnieść posła
        potwierdza poważny pozostanie prezentuje publiczna redaktor rodzaje rosyjskie ryzyka równocześnie różnicy
        skrzydła spółka spędzić statku służb talent taniec temperatura traktuje tłumaczenia tłumaczyć umożliwia
        utrzymania uznaje używany ważnych widząc wysokiej zaufanie zdolność znajomości zobaczy zostają zwykły żebyśmy
        życzenia ak autorów babci bezpieczne biedny bieżąco chłopiec ciasto czarnym czyste czytałem dobro dzieciaki
        emisji Ewa francuskiego generalnego hehe hiszpański ip izby klienta kolej kolejce kłamstwo Lech lepszą mamą
        Mateusz metod napisz niemieckie oczekiwania odwiedzić ofiarą okazał oparciu opcja operacja owoce planie
        podatek pomagają projekcie przedstawienie przemysł psów rany rolnictwa Rosjanie specjalnego stosunki swym
        sędziowie słaby służba telefony tożsamości typowy umrzeć van warunkiem waszych widze witaj Wojciech wojną
        wolnych wspierać wybacz wyborami wydarzyło wykorzystywane wymiar Węgry właściciela właścicielem yt zaczną
        zakończenia zamierza zasobów zdjęciach zgodę znajdę znaki złożył światowych żałuję alkohol aparat baby bawi
        bać budzi chociażby cytat córką demokracja deszczu dodatkowych duch elektrowni fabryki federacji flagi
        funduszy gmina gram humor indywidualne jacka kazdy kierowców klas kojarzy konfliktu konkretnych krótkim
        kłamstwa li liga ludu mających martwić medycznej miec następnych nogami obiektów obrębie odebrać odległość
        ogromna ogólne out pada państwem pociągu porządek powiat powinienem przejdzie przejście przemoc przeprowadzić
        próbuję prąd region robota rower rzecznik rządzi samochodzie skok snu spada spotkałem Stanisław swoja szybki
        Taylor terenach trudny trzecim uczą ulic umiesz urodzenia walczą wasza what widzów wieści wiosna wskazują
        wybrał wykonania wykonywania wysokim Włoch xvi zaczynamy zajmie zajęć zapewnia zatrudnienia ziemią znaków
        zróbmy zwraca ścianie ślady analiza Angeles apple bloku brakowało czarnego czysto decyduje dyskusję dział
        dzieki dzisiejszym ekipa elementem etap fundacja generalnie i'm interesów kilkadziesiąt klient kodeksu koledzy
        komputera krajowych kroku kryzysu lady liczbie lotnisko ludzkiej mapie most nareszcie naukowcy nazywają normy
        obecnego obszarów oficjalne ogłoszenie onz ośrodka par play podatków podjął podlega podpisał pokolenie
        policjantów pomóż potrafisz powietrzu pozostali pracowała praktyki problemami prokurator prowadził przedmiotów
        płytę rejestracji rocznicę rozwija różnymi społeczność stracić słabe słyszałam tryb trybunał tweety udawać
        urzędnicy wspiera współpraca wyjechać wysoka zainteresowany zarzuty zbrojnych zmarła znajomi znalazły
        znaleziono zwany ćwiczenia żydzi banki beda bogaty Brytania Chicago czerwonym dala dawniej długa fali gejem
        jednostka kawa kazał kolejki konia kontrola liczę lotniska Maciej medycznych mieszkać miłe musicie
        najbliższych najwyższego napisałem napisem napisy następuje naturalnych niekoniecznie niemieckim niskie
        odcinka odpowiedział oglądam opowieść otwiera papier pewności piękną planety poczucia ponoć pop postów poszli
        potencjał powieść pracuję propozycję przyda przyznaje publicznym robili rocznicy rozkaz siedzę smak sprawi
        stole studiach stwierdzić sytuacjach szczegółów słusznie teatru techniki telefonie telefonów trafi ulubionych
        ustawie uznać vat walczył weźmie who wino wioski wrócę wspaniała wybiera wydaniu wydatki wykonać wystawy
        wyższa wzajemnie właścicieli zamiaru zarządzanie zastanowić zawierają założył zostałem zwrot ad aktywnie
        aktywność amerykańska bad biało bogiem brakiem burmistrz cd chemii chleb chodzą cholernie czynników czysta
        dach di domach domowe dramat dzieciństwa europejskie free głodu hot imprezę indywidualnych karta kolejności
        komórek królem księdza kształcie mający marzeń maszyn masę miałaś międzynarodowym musiało muzułmanów nastąpi
        niezły nikim obowiązków odejść odpowiedz ograniczenie określić oprogramowania otrzymać pare pisma pisząc plecy
        poczekać podstawowa pojechać poprzednim popularny porze posiadania posłowie pozwolenie prawnej propozycja
        protest przeciez przyjął puste płeć rak rannych religijne Richard ryb równości sklepów spojrzenie straż Sun
        szczecin tamtego totalnie traktować tweet uciec ulubiony używają walk waszego wejdzie wiara wniosków Włoszech
        zakłada zapomniał zasięg zespołem zjawiska zobaczyłem zwolenników zwykłych łazienki Łukasz ściśle śmiechu
        będący Charles chciało cudowne czułam dania dostałam doświadczeń ekspertów emeryturę europejski faktów flaga
        Franciszek gatunków good haha historią jaj jakichś jemu jeziora kadry katolicki kochają kontrakt kontynuować
        korzystanie krajowego latem lepszych lidze miejskich mistrza mniejszych Mo morderstwo narkotyków niebie
        niegdyś niewielkie normalny obszaru odwagi określenia otwarcia państwowego pewnej plakat podał podkreśla pokaż
        pokaże posłuchać połączyć pośród przedsiębiorcy przegląd przeszło przeze przychodzą płaci płakać racje radzi
        radzie rankingu reprezentuje robienia robiła rock rodzicom rozpoczęcie rozwijać rusza sesja silna sportowe
        standardy stanął stu szczytu szkodzi służbie służbę teatr tragedia trenera turniej typowe urządzenie urządzeń
        ustawą utwór uzyskania waszym wierze witamy wizyta wprowadza wybierać wyglądam wyjazd zakończyć zamierzam
        zapis zauważyłem zielona zielony zwiększyć złote śmiało żył ataki berlinie butów chcieć chcąc cudownie
        czerwonego demokratycznej dokonał dziesięciu ed faceci faceta fanem filozofii fizycznej fot francuskie
        generalny goście głosem handel istnieć Katowicach kilkunastu klucz kupiłem kwoty laboratorium linię ludowej
        mieszkasz morzu mężem młodym niebieski nos obecną oboje obserwacji obserwować odpadów okolice okulary op
        oparte oparty osiągnął partnera poglądów porno postępowanie powstało powtarzam położenie prawdopodobne
        propozycje przedmiotem przekaz przekonany przeszła przewodniczącego przyjaźni przyjść przykładowo przyszli
        Putin social spadł strategii sukcesem symbolem technicznych Thomas tradycja trafić trasa ulicę ulubione
        urodzin użytkownicy używam wiedziała wkład wrogów wyglądasz wyglądała wykorzystanie wystawa własnością zakładu
        zamku zapowiada zegarek zobaczył zza air archiwum armię ba bajki bezpieczny bohaterem bomby charakteru cierpi
        cud czarną dana dno dowiedziałem dołączyć drewna drobne dwukrotnie dyskusje dłoni dłoń ekipy fani generał
        graczy gwiazdą Hiszpania idiota internetowego Izrael jakiejkolwiek kasa katolickiego każe kilkoma kolana
        kontrolą krzyża królowa książę kup Little mamie masy miejskiego mieszkań mistrzów miłością Mr myślał
        najwyższym National nielegalne niemieckiej niewielu niezbędne obrazów obsługi ochroną odpowiednich odzyskać
        oglądania panny panuje papieru plecach podstawowym podsumowanie podziękować pojazdów policjant politycznym
        polityką pomogą pomysłu pomyślał poszukiwania powstaje proponuję protesty przedsiębiorstw przewagę
        przyjaciółka robicie rodzinne rosną rosyjskich rozpocząć rośliny scenę skandal smaku standard szacunkiem
        szybkie sąsiadów słowami technologia tematów trwają twarzą urodziła używanie warszawskiego więźniów wpadł
        wprowadził wspaniale wspólnej wybrzeża wymagają wyobrażam wyspa wystąpienia zbiera zbliża zdecydować zm
        świętej świętych życzenie Adama aktor aktywny bije bitwy bramki budować but cenie centralnej chorobę cykl
        don't dupa działacze dzisiejszej energia et foto francuskiej frank granica hasłem hm if imiona Iraku islam
        jakimi Just kieruje koalicji kobiecie kontrolować krytyki królestwo kręci kupować letniej lidera ludzkiego
        Mariusz medyczne metodą miedzy miejski mija mleka more mozesz mężczyznę należało narodzenia niekiedy niski
        numerem obowiązku oczekuje odniesieniu odrobinę opisać opublikował osobowości oszczędności otóż pacjenta pewny
        podobna podobnym pomógł powiecie pozostało pozycje prośbę przeciwników przedmiot przedsiębiorców przestanie
        przestępstwo przyjacielem przynieść puchar północno płacą Rafał real reżyser rodzi rzuca rzucić samoloty
        sekretarz sercem serię siedział sprawiają strefa szok szoku sędziego słodkie tamtej telewizyjne trafia trasę
        trwania udać ukryć utrzymuje via white will wiosny wolnej wychodzę wyjątkowy wykonanie wyobraź wywiadzie wzrok
        zabrakło zachodnie zajął zamieszkania zawodach zawodowe zawodu zbudować zebrać zwiększenie żołnierz aczkolwiek
        artyści Brukseli celach celowo ciekawie ciemno dalszej departamentu dostępnych fi finał gatunek gdańska
        gdziekolwiek gościem grają górach herbaty imprezie Indii jutra karnego kawałki Kevin kończą kradzież kulturę
        kursy kółko lasów Lecha liczą lud ludzkich mary ministrem moda mojemu mógłbyś narkotyki naukowców nienawidzi
        niesamowity nosa obawy obecnym objawy obozie obrońcy obywatel odbywają odpowiedni ofiara ogłoszenia okręgu
        olimpijskich opowiadania otwarta ośmiu palce pc pewni pełnej pierwotnie placówki plotki podatki podziału
        pomysłem pomyślałem poprzedni posłów poświęcić propagandy prowadzona przekonanie przyjechał przyniesie punktem
        rad regulacji rejestru resztą robotę rosyjska rozumieć samolotów sekundy silnie skarbu sklepy składają
        spowodowane sprzedaje stamtąd star słodki tamtych tańca Tokio tolerancji towar tożsamość tradycyjnie waga
        widzieli wpływy wykształcenie wypada wyższych zachowań zagraniczne zamknij zapomniałem zaproszenie zarobić
        zbierać znacie łzy śląska Agnieszka Az byłbym cech chrześcijan czytelników dawaj dokumentu dotyczą dowodem
        dumna finansowej gospodarczego historyczne Irlandii jacy Joe Józef katastrofa kolego koncerty konferencja
        kontakty korzyść królestwa księżyc któryś kłopoty lek lepszej letnie lokalnego lublin mac maila Mike minął
        nadszedł najgorszy naturalny nazywać niedziela niepełnosprawnych ocenie ochronie odcinki ofertę opcje opuścił
        panem Piotra podobnego pomyśl popieram poprawy pozostać położony południa południowym prasy prawdziwej
        produkcję produktu przejścia przeznaczone rachunek radiu raportu rasy rozumieją rysunek rzeczach skończyła sn
        spodoba spory spowodowało ss stanowić story stworzony szkody szkolnego team telewizor temperatury tradycyjne
        typy tyłek ucieczki upadek uszy używając warta wchodzę Wisły wizytę wschodnim wspomina wybranych wychodzić
        wychodzą wymienić wyraz zabije zacznę zakończył zakres zakładam zawód zespoły zgłosić zrobic złą agresji
        Andrew artysty boisz bożej bzdury będące cholery chore cia cywilizacji czysty dajesz dany dawne decyzją dodaj
        donald dorośli drzwiami du dzielić ekonomicznych facetów filmach finansowego gospodarczy gówna henry
        historycznych imieniem jajka josé kampanię kino kluczowe koncertu konieczności konieczność końcem krytyka
        księżniczka księży kątem letnia liderem maszyna mechanizm miejmy mężczyzną naprawić narodowa natura nick
        nienawiść obcy obszary oficjalnej pierwsi piękno pobyt podobają podstawą Polish poprostu poproszę postacie
        postacią poszukiwaniu power powierzchnia pracujących producentów programem promocja przedstawił przestał
        przetrwać przybył przyniósł psl rasizm relacja rezultaty Rosją rozmiar różnią Santa Scott sektora sięga
        sklepach specjalnej społeczną stosunków student sztukę tanie terapii toczy tragedii trening trwały twoi ulica
        umysł umysłu usd ustalić uznania uznanie wieków Windows wolą wrzesień wróciła wspólny wyciągnąć wyglada
        wymagania wynagrodzenia wysiłku wysyła wód własnie zabiera zabrał zachodnim zajebiście zajęło zapytał
        zasługują zgodził zlecenie znanego zniszczenia zobaczenia zrobimy zwane łóżko ślubu śmiać Ameryka amerykańskim
        banków baza bbc can chodź Chris chęcią ciekawego cieszą czwarty czynniki daję dalszym doświadczeniem drogach
        dzieł ekranu europejską formą fotografia fundusze generała Gold gospodarczych granicach ilością Indiach jedne
        Johna kierownik kodeks koncertów korzystają koszulki krótka letniego line Lo mail maj Marii Marta miejska miss
        mocniej modlitwy mon motyw naturalnego niszczy ocenić oddał odpowiedniej odsetek odwrotnie oficjalny ogląda os
        pali panów państwu pieśni pkp podobało pogadać Portugalii porównania poszukać połączone producenta projektem
        propozycji prób próbować próbowałem pytać pzpr płynie reklam robiłem rosyjscy rozmawia rozpoczęcia rozpoczęły
        ruchem ręka siedziby Simon spełnić stanowisk starcie stwierdzenie szkolny szkolnych teledysk tempie testów
        trend trudnych twórców uchwały uderzył umarł uratować używania waszej wewnętrznej widocznie wizji wspominając
        wspomnieć wyborczy wyborczych wychowania wykonana wyróżnia wyścigu włączyć załogi zielonych znajdź zwolniony
        złość ścianę śpi au bar biblioteka blue bohaterowie Carlos centralnego Ch dadzą dalszych dochodów dostali
        dumni fair festival gospodarcze have honor jork kapitału Karol Katarzyna konstytucja kroki licencji lublinie
        majątku mial mieszkają minutę muzyczny myślenie nacisk nadzoru najlepszej napięcia nastrój nauce nt numery
        obiektu obowiązuje odbiór odcinków oddaje odpowiedniego oficjalna organizowane otworzył parlament Paryża pilot
        piłkarzy począwszy poinformował powodują pozbawienia press prysznic przeciwnym przedsiębiorstwo przedstawiciel
        przestaje przyszły robienie rogu rosyjskim ruszyć sala school science sejmie sierpień sile silnika społecznym
        stacje szyi sądem tato teoretycznie tor tour trzecią ur uważaj weszła wezwanie William Wrocławia wskaźnik
        wyborcze wyglądu wysokiego wyspę wyższy właściwy zabójstwo zakończyła zaprasza zdjęciami zespołów zgodne
        znakiem znanym zostaw ścieżki średnie świadkiem arenie atmosfera awans biologii bok budżet chora ciekawych
        ciąg ciężki dan datę dba debaty dokąd don dostanę dot dwaj dworze działał dziesiątki dóbr dłuższego Edward
        emigracji fm france green Group głupio handlowe handlowych internetowym jezeli Joanna kibiców kliknij kochamy
        komunikat koni konkretne konkretnie kopalni kupię mandat matko Michaela mniejsza mogliśmy mogłyby morderstwa
        musiały muzyką młodej największej niedziele niespodzianka niezależne now nowoczesna nóż ochoty oferty off
        oparta operację opowiedzieć opór opłaty organy organów oryginalny ot oznaczać parlamencie parlamentarnych
        pełny porozumienie pozwól południowa premierem procedury prowadzący prywatny przeciwnika psychicznie rewolucja
        różnicę skrócie smakuje sportowych stację starsze straszny strata sukcesy szkolnym słyszeć tabletki tematyce
        teorie towarzystwie uczeń university usunięcia wejdź wesołych wizerunku wykonuje wyobraźni wyrazić wysoką
        wątpienia zacznij zamknięta zamknięty zawartość zdrowe ziemie znaku znalazło zorganizować zwykła śnieg śniegu
        argument badaniach bliskich burmistrza burza byłyby Chile ciszy czytałam dając danie dostają dowodu duchu
        działacz działaczy europejskim ex gminie gorsza grand gwałt interesują jakiegokolwiek jesień Józefa kanale
        kanału kapitana klubów kolorze komunikacja komunistycznej kontaktów krajowa krawędzi krzyczy lewicy losy
        marzec misja międzynarodowa mszy muzycznej męskie narodowości niedawna nieprawda nobla obrona obronę ogranicza
        organizuje oskarżenia partner pisałem pogląd polaka poprosił portu powiedzą powtarzać poście pragnie pragnę
        prasa profesora prokuratura prywatnym przeszłość przygotowane przyjemnością próbowali Putina re reakcje remont
        rozrywki ruchów rzekomo senator skomplikowane skontaktować spadku Steve stosowania stroną stół sumienia sztuce
        Tadeusz tekście transakcji trudna trwała trzymają twórczości ugrupowania wady wagę wchodzić west wewnętrzne
        win winny wnętrze woj wpisy wrażenia wspomnienie współczesnej wypadków włoski zaburzenia zadowolona zagrać
        zapewnienie zaskoczony zastanawiać zastępca Zbigniew zdarzają zielonego zmuszony znalezienie zus zwrócił zębów
        ślad średnich światowego ac agent Ali amerykanów argumenty ataków biblii bliski bliskim bob Bydgoszcz błędu
        ciemności cycki dar dawnych dnie domowa dowiedział dvd dziadka dłuższy dźwięku edukację ekonomiczne eksperci
        elektryczne ew fala filmowy fizycznie front fundusz Gdyni grafika grupach high home honoru interwencji
        jakkolwiek Japonia kalendarz kolory kościołem któregoś kw majątek mać miesięcznie mini mody niesie nowoczesnej
        nóg obiekty obszarach ocenę odmiany odpowiadają odpowiadać odpowiednim oficer ogół okolic okolicznościach
        ostre palec party parze pe podejścia podnosi pojazd pojazdu popatrz postawy poszedłem potrzebę pow powstają
        pozostają pracodawcy pranie prywatnego prywatności przedmioty przeprowadził przyjemności próbujesz pw płacz
        płyt ratować Rosjan senatu Serbii smutno smutny sony spadła spełnia spore spoza standardów stanąć strój
        substancji szansy szczecinie szkołą słucha taty Tl tradycyjnych trafiła uciekł ukazał użył wart wrażeniem
        wspólną wujek wybuch wyposażenie wystarczyło zajmować zakazu zamówienie zapobiec zapytaj zasadach zawodnicy
        założona zbytnio zgromadzenie zima zmarłych zmianą zrobiłeś zwykłym Śląsk światową adresem adwokat best bić
        brutto ciepła czystej czytając daleka dalszy dbać dobrzy drużynie dwoje dwór dziedziny dług długich ekranie
        gdybyśmy gorszy głupoty herbatę historycznej homo Jones juan kategoriach know kobietom kochana kodu kolekcji
        kosztem koty krwią ktorzy kupuje lekarzem literatura Mario Miami mil mit mocny moj możliwy muzyce napewno
        negatywne niepodległość obliczu odbiorców ogród opisał osobistych paczki patrzysz pałac personel picia
        pojawiło poprzedniej popularności por poważna pozostał południowy połączeniu prezenty producenci
        przedstawienia przekracza przenieść przeraża przygotowany próbując publiczności publiczny północnym rodzajów
        role rowerze rozpoczęciem siedzibę siedzą specjalistów spędził stolica straciła stres synów szedł sądzi teorię
        towarzyszy tęsknię tło urzędników usunięcie uznany wejściu wiernych wojen wspomnień współczesnych wstydu
        wyborczego wybrali wydziale wykonany wyślij względów właściciele włącznie zadowoleni zapisać zastąpić zatoki
        założenie zewnętrzne zielonej zimą zniszczone zwiększa złożone śledztwa śląsku średnią aktualne bazę Beata
        Białoruś bogatych będących chan chleba chroni chłopakiem czasopisma czułem człowiekowi dałem deklaracji domku
        drodzy efektem epoki fałszywe fizyczne flagę Franciszka gazecie godność gospodarstwa hali integracji
        inteligencji Jakub jasny jebany jezioro ka king kl klasę korporacji kosmos krzyczeć księgi kursu kurwy
        kwiecień legii letnim likwidacji lody lokalizacji Małgorzata mieszkał mix możliwa młodszy napiszę naprzód
        nauczycielka nazywam niebieskie niewątpliwie nocą obywatelskiej obywatelstwo ocenia ojcu opisane organ
        organizacją osi osob otoczenia palcem partnerem Paryż pasują pilota podjęcia pogrzeb pokazała polo popierają
        populacja porównanie postęp potencjalnych pozostała prawny przekonania przeprowadzenia przygotowanie
        przypomniał ranny roman ropy Ryszard samolotem seksualnej sex Smith spis spodziewałem spowodować sprzeciw
        stadionie tablicy taniej technologie trzema umrę urlop wakacji warsztaty wiejskich wieży wiosną wp wrogiem
        wschodniego wspaniałą wycieczki wygodnie wykonywać wykształcenia właściwe zapalenie zapewnienia zapytania
        zdarzeń znieść zostanę zrozumiałem zwolennicy Australia bibliotece cala chodzę ciężka cuda czerwonej
        czerwonych czerwoną definicji dekady departament dzisiejsze długą ekonomicznej funtów godności hobby
        indywidualnie isis jakże językach kapitał kartki Kelly kobietami komentarza kongres konkretnego korzystania
        krótkich kwotę latka leczyć legenda liczbą litery lubimy ludzki luty matematyka metro mikołaja minutach Moskwy
        mądry napisany narodową nastąpiło niebawem niemiecka nowymi obywatela ocena och ograniczyć okropne okupacji
        olej otwartym państwowy pełnego piwnicy pkb platformę podobnej podstawową popełnił popularna popularnych
        porażka potwierdzone położone pp prawnego przejąć przekazu przerażające przewiduje przygody przyjaźń pucharu
        pytał płuc redakcji Rose ręku skarb specjalista sprzedam sprzedał spójrz starają stosowanie str stulecia style
        Szwajcarii tweetów tworzeniu tytuły tytułów uwierz użyciem wesele wi wiersz więzienie wnętrza wodnych wydane
        wyjaśnienia wymyślił wyższym wzrosła zabawę zadać zagranicy zagrożeniem zaproponował zauważyłam zdobycia
        złapać abyśmy Aleksandra Belgii biednych butelki Bydgoszczy byłych bądźmy ciał ciężkiej Danii disco dobę
        dochody dowodzi dusza dystans dziwię dzwoni fazie gali Gdynia gmin idealnym indie internetową interpretacji
        islamu istoty jedziesz kc komentarzu komisję koncepcji kont korzenie kręgu księcia Kuba lektury licząc
        lotnicze Luke maksymalnie marszałek martw meksyk mianowicie miałaby miałbym miliardów mostu możliwych mysle
        nadzieją nagrań najnowsze nieustannie niewielka niska numeru obaw odbiera odchodzi odkryć odpowiedzią ogólnej
        ogółem okay opieką opłat oryginalne otrzymali pasy piłce podejmuje pogodzić pokoleń poprawę porusza postaram
        potwierdzenie powiązane pozytywny pożar premiery prezesem procesów przebiegu przegrał przyjaciółki publiczną
        publikacje ramię republice rezultacie Robin robiąc robotników rocznik rodzinnym równe seminarium skończyły
        skutkiem skórę starał starczy starsza Stefan stypendium szczęśliwi sąsiedzi słyszał technik tkwi trudniej
        trybie trzymajcie twórca uczestniczyć wcześniejszych Wikipedii wirusa wojskowe wprowadzono wpływają wracają
        wyjaśnienie wyraża wywołać wywołuje wyścig Xi zaakceptować zaangażowanie zabójstwa zacznijmy zbrodnie zdajesz
        zgodzić zoo zwiększenia świątyni Adrian alarm apel aplikacja atmosferę back bede białą biletów bogate bronił
        całych ciężkich Davida dodatkowy dostawy duszę Egiptu ekran ekspert filmiki gościu gw głosowaniu historyczny
        Holandia how idąc inicjatywa jeździ kanałów kiedys kolejka konstrukcja konstytucję krajowe kupi lasy liczb
        light limit martwy marzy mg Miller mniejszy modele ms mur myśląc nadchodzi najlepsi negatywnie niedobrze
        Niemcami nogę Norwegii oddziałów ogromnym okazała operacje oprogramowanie osobistego oświadczenia pasa patrzą
        per Peru pieniędzmi pizza pochodzenie podwójne pojedyncze pojemności poszczególne pozwolenia praktyk prawach
        prawidłowo prawnika prokuratora przejmować przerwie przerwę przykładów przystanek przyszłych ptaki rejonu
        rolników rozmawiał rzucił równowagi skierowany skończyłem skutków smutek sos specjalną spotkała spotkałam
        społeczno sprowadza spółek stadion Stanisława staramy stawki stałego strzela Szwecja szybkiego słaba słyszy
        turystyki tweeta twierdził tygodniach ubrań uczył umieszczone umrze ustach utwory Walter warszawskiej widziała
        wirus wojennych wolisz wszelką wyjątkowa wyznania wątek właściwości xviii zagranicznej zajęcie zakłady
        zależało zarzutów zatrudnienie zawodnik zawodowej znacząco znajomość znajomy znajomymi zobaczyłam zwycięzca
        zysk zyski złej ćwiczeń łamach ścian środa środowisk światu świetnym świetną święte żywy aktorów aktu Antoni
        aplikacje audio autorskie basen bezpośredni bill bliska caly chorobą ciepłe cierpienie codzienne czoła czytasz
        czyż członkami des dialogu Diego dotarł dowódca dziwna eh fantasy finansowania fotograf grona gwarantuje
        ideologii imigranci jadą jakos Jamesa jedzą kciuki kilkudziesięciu kolegi komentarzach konfederacji kongresu
        konstytucyjnego krzywdy królowej kurczaka kwestią kwota kłamie Larry lecie lokalny lotów mamę may metal
        miasteczka mowi muzyczne mówienie najważniejsza napisałam nastąpił naturalnym nawiązuje nazw necie nisko
        normalna nudne obiecał obsługa oczekiwać oddam odmówił odwagę oferta ogniem ograniczeń olimpijskie osiągnięcie
        oskarżony panna pięknym piłkarze podejrzewam podzielone pojazdy poprzednie powierzchnię powszechne pozwolił
        poświęcony pracowałem prawdopodobieństwo protestów prowadzonych prywatnej przedsiębiorca przedsięwzięcia
        przestańcie przestępstw przyjaciółką przykładu próbowała ptaków reklamę rodzinnego rozmawiamy różnego ręcznie
        scen seksualne sprawami strajk stwierdza sądów słuchaj tajemnicy teatrze technikum tekstem Times trwać
        twórczość ubezpieczenia United ustawić utraty vii waszą wieki wizję wojsk wolałbym wrócą wstęp wycieczkę
        wygrali wykonał wymienia wysp własnymi Young zabawny zaczynasz zainteresowanych zakładów zasoby zawodowego
        zdjęciem zdrowotnej zle zmęczona znając zrezygnować ścianach światowa żyjesz aktualizacja Anny atakuje
        Auschwitz Austrii baterii Białystok blok br brzuch centralny chłop ciasta cierpienia cukru dociera
        doprowadziło dostaną dowolnym dzielą francuskich francuskim Francuzi funkcjonariusze gardło ginie gorące hab
        Hitlera imprez ipn Jackson jem Johnson Kanadzie kilkaset kogokolwiek komputerze konie konstytucją konwencji
        koszmar kwalifikacji kwiatów latek leżą lokalnym losu Lubie matce Michała mikołaj misję mistrzostwo moga
        Monika morzem najbliższe największego narzędziem następnej następujących nazwisk nazwiskiem niemu niezłe nosił
        obce obrońców obserwuje oficjalnym określonych Old organizatorzy osiedla otwartych pamiętajcie partią
        partnerów people pijany pije planach podobną podpis podstawa poezji pojawią pomyślałam poprawnie postu
        powiedzcie powtarza powyższe prawicy prezydenckich procesy przyjemnie przypadkowo right robic rzeczywistością
        Sara ser silniki siostrą siostrę skuteczne składu sld smutna spotka statków statusu stawiam struktura strzelił
        sypialni sytuacją szaleństwo szkolnictwa sądy tajemnica technika toku ucho uchodźcy unikać von war warzywa
        wielkość Wisła wolną wpływów wynagrodzenie zabezpieczenia zabitych zakupu zamordowany zapasy zastosowania
        załatwić ziemniaki zmianami zmniejszenie zrozumie Zycie złożony żyła american anioł Anne architektury Artur
        atmosfery august aut autobusu bliskiego boisku bramy brała brytyjskiego buduje cc chiński ciałem ciemne cień
        club codziennego czesc czuł czyny czytamy dalszego doprowadził dostarczyć drzwiach duma dyrektorem dyspozycji
        dz długiej eksperyment elity Elizabeth Europe funkcjonariuszy gejów gospodarkę granicami Grecja gór halloween
        heh ho idee informatyki istniała japoński jedni jesienią Kalifornii kamienia klatki Komorowski koń Kukiz laski
        Laura lewa lisa listopad lotniczych magia medium medycznego men mistrzostwach miłośników moglibyśmy najgorszym
        nauczył negocjacji netto niebezpieczeństwo niebezpieczny niektórym niezależnych noszą nowość oczywiscie
        odnieść odwiedził osobisty owoców oświaty paliwo Paulo piętrze Piłsudskiego podają pojechał polecenie potrafił
        poznał pozostały praktyka prywatna przechodzą przeczytałem przeznaczenie przyjedzie przypominają przystanku
        przyszłego prócz psem radzić reforma regionalne Roberta rozpocznie różnym sanktuarium sektorze specjalna
        specjalnym spowoduje stosować strat strategia strzał stwierdzenia stworzone suma szczególną szydło são sądzisz
        słowy tamten telewizyjnych terminu tlenu towarów uciekać uczynić umów utworzenie utworów wedle widoczny
        widziałeś wskutek wspólnych wyjechał wymiana wyprawy wysyłać zabrania zaczniesz zadzwonić zapomnij zasadami
        zawarte zdobyła zniknie zniszczenie zostawił zwrotu zyskał śpiewać żałosne żołnierza administracja amber
        central chaos chwała cudowny cywilnej dobrymi dochód dostarcza dwójka Facebooka filmiku filozofia finale gest
        get gospodarstw history informacyjny istniał jakas japońskie kancelarii kandydatem koleżanki kompetencji
        koncercie krajowy kryje kuchnia kupiłam kwalifikacje kwestię logika makijaż maski masło mordercy myśleli
        najważniejszym napięcie nastąpiła nożem oceniać oficjalnych ograniczone ogrodzie ogólny opublikowany opłaca
        pacjent piec pierdolę pięknego plakaty pochwalić policjanta politycznie poprosić posiadać posiłki postaw
        powrócił położyć prawdziwie problemach przekazał przeprowadzone przesłanie przewodnik pytasz rocznica
        rodzinnych rozgrywek rozwojem rzadziej Rzymie sobota sok soli sportowy społecznościowych sprawił szeregu
        szkolne szlak szukamy służą tag traktują transmisji Trump trwało Turcja tył ucieka uczelnie uczestnik umierać
        uprawnienia uważał walczyli wali ważnego winę wkurwia wodnej województwie wojskowego wojskowy wpada wracając
        wspomniał współpracować wstać wybrzeżu wydarzeniach wydatków wygranej wykorzystania wymyślić wyszły wyzwania
        Węgier zabawki zachodni zajęciach zajęła zamówić zarabia zawartości zmusić znajdujących śledzić śmiech aktorka
        aktywnych allegro amunicji baba bajka banda berlin Białymstoku brali byciu bój bądźcie ciągnie Czech
        czegokolwiek decydują dj dotarła dotyka drużynę dziennika dziewczynie fale formalnie funduszu funkcjonowania
        gada godne grafiki gruby głupota głębi głębokie herbata istniejących istnieniu istotny Izraelu Janusza jebać
        junior Kanady Karolina kat katolików kawał klienci kochany kolację komputerów kradzieży krs kwestiach latami
        latać lekki liderów lis listu lubić lustro mapę martwię miej miejskie msz music mylę młodości naczelny
        nadejdzie najważniejszy należących napisali napisana Nasa nauczycielem niewielki niewielką niewoli nosem
        oceanu odkrycie odmówić odwrót oficerów ogarnąć okropnie opowiadanie otoczeniu pachnie palcami paznokcie
        październik pdf piekła planem planet planowania pocałunek pochodzące pochodzący podanie podpisać podłodze
        polecenia poradnik porównać postanowiłem potwierdził powiedzenie powodzeniem powstaniu pozdrowienia pracowali
        pracujący prokuratury protestu przedstawione przeznaczony przyjechać przyjemne przyznaję próbie prędkością
        pytają pójdą rakiety ramienia robiłam rozum Rumunii ryj rzeczpospolita seriali skierowane skrót sojusz solo
        spora stal statki stresu stworzona styczeń szanuję szeroki szerokim treningu trzymał twarze typowo tłumacz
        uczę umieścić wa wezmę wiatru wiosnę więzień wspieranie wymienionych wyższego włożyć zabijać zachowują
        zachowywać zakładzie założyciel zdają zdań zebranie zgłosił ziem zmarłego zmierzyć zmniejszyć zniesienia znika
        zostałam zrobiliśmy zycia śmierdzi żywcem akademia Alan Antonio argumentów berlina bezpośrednie bliskie
        całkowita charakterystyczne cholerę Chrystus college dajmy doceniam dochodu dokładniej dotacji dołu
        działaniach dzieciak dzis dziury dłonie ech fizycznego format gazet geografii girl gracz grube handlowej
        Hollywood Hugo it's jacyś jesieni kanały katastrofie Kazimierz kiepsko kluczem kolegami Korea krokiem krzesło
        kształcenia kujawsko Leo les lodu ludzkość mianem miałoby miecz miejscowość miejscowych miejską mobile
        mogłabyś muzułmanie nadają nadzór narazie Natalia nazywał obchody obrzydliwe ocean odc odniósł odpowiednik
        odszkodowania okręt opcję ostrzeżenie Paula państwowa place plecami pochodzących podróże podręcznik
        podsumowując pogody pojawić pomogło porażki poszłam potwierdzić poważnego poznałam pozwolą pracujemy przejmuje
        przeniesienie przybyli przykładzie przywrócić radzę realizacja rzeczami rzeka rządem siedzisz spełnienia
        startu straszna strzelać sukcesów swobodnie szerokości słowach słyszysz toalety trafiają traktowane
        traktowanie tron ubezpieczenie ubiegłym uczestnictwa udał udziela ukazuje upewnić uprawiać uw uwadze uważany
        uwielbia użyte viii wezmą wojskowa współpracuje wybrzeże wygraną wystąpienie wystąpić wyszli węgiel Węgrzech
        zamyka zapłaci zasadę zauważa zdobycie zebrane zginęli zmianach zmień zostaniesz zwanego zwanej zwierzę łączą
        śpiewa żółty agentów Aleksander analizę Andy aparatu autobusy Barbara barwach biskup bitwa bp bzdura
        całkowitej chińskiej chętnych ciemny ciążę cywilnego czerwiec czesto Davis dialog doliny dostrzec dowiemy
        działające działających działu dziwić ekologiczne ewolucji fabryka fantastyczne finanse first funkcjonować
        gabinetu gang grach gramy grą Hanna historyk Hitler ie Kamil kariera karierze katolickim ke klasyczny Kolumbii
        kompleks koncepcja konsumentów korzystając księga kuzyn kłopotów laska leczeniu ludzką made magazynie
        Magdalena mandatów masakra metalu miejscami mniejszą mogłeś mowie młodą napisze narzekać naszemu naukowy
        nogach obcego obchodzą odbyć oddech określone operator osiedlu osobowość ośrodków pamiętacie pisarza pisała
        piętro poczta podane podziwiam pojadę pokazywać pomogła poprzednio portret poważnych powiedziane powszechny
        pożyczki pracując prostych prowadzonej prze przeciągu przejął przygotowuje przyjrzeć przyjęty przystojny
        przywódcy przyznanie publikacja pustyni pyszne półtora ramiona raporty reakcję reprezentantów rozkazy Ryan
        rzece sb Sebastian siedziba skala skupia spadnie spokojny starsi statystyk stawiać stałym stołu tańczyć tracą
        tytule uważnie uwolnić warszawskim wcześniejsze wewnętrzny wiadomościach wodne wschodnia wspaniałym wspólnota
        współczuję wybieram wydawnictwa wyłączyć wzrasta zabity zachowaniem zatrzymał zdrowiu zimy zmierza zmusza
        zmęczony znaczne zwolnienia zwolnienie łamie śmieszny średni świeże żywe żywność badaniu barwy bedziesz bierz
        bogata brown byście chmury chodził chłopaków dark definicja doszedł dowiedz dołączył dyskryminacji dyskutować
        dystrybucji dzieciństwie dziekuje dzien dziewcząt egzaminu firmą francuska funkcja Gabriel generacji
        gospodarce grzech gwałtu inwestorów jakoby Janeiro kadr ki koalicja kolorów komputerowe komputery kontakcie
        kroków kulturą kupuję mająca marszałka memy minucie Morawiecki mordę muzyków najwyższych należałoby night
        niskich nocne noszenia notatki obcym obrazki odebrał odpowiednią opinią opracowanie piekło pizzę podchodzi
        podium podkreślił poeta poprawia powiedziec powszechnego południowego poświęcone prawnicy project prośbą
        prywatną przejmuj przepisami przeszły przeżył przyjęciu przyniosła radością ran reaguje realne regionalnego
        regionalnych regionów Rosję rzeszy schody sekcja sir siłami skoki skóra sportowej sprzeczne spór staną
        stosowany straciłem sumy sygnału szanuje szerokość szkodliwe szukając Słowacji służył tajne telewizję
        telewizyjny True uderzenia uderzenie układzie ulega umiejętność umieszczony unesco usłyszał utrata utworzenia
        uzyskał wad wewnętrznego wifi wizja wojsku wskazać wspaniałych wstecz wszelki wyborem wyjdę wykorzystał
        wymianę wymiaru wystąpił wywodzi wątroby własna zaatakował zabrali zachodniego zadbać zaprosić zawodzie
        zeznania zgadzają znajomym znał zobaczcie zwycięzcy światowy żyli aktywne artystycznej bezpieczna biedne
        biegnie bla bomba boy brytyjski budowlane byly ca chcieliby ciekawi cv czekał czytał częściach daniela Dawid
        debata decydować demokrację dochodzenie dolinie doskonały dusze działalnością dziewięciu długim express fabuła
        fiction filmem finansowanie ford genialne gospodarczą historycznego homoseksualistów hymn idiotą instalacji
        instytucja interesie Jarosława jedzeniem jestesmy jordan ju kandydaci katolickiej Kijowie klatce kluby
        koleżanka komentuje kontra kosza kowalski Krystyna kryterium krytykę ktorym letnią long major mali marne
        martwe marynarki Merkel Microsoft minęły międzynarodową najwyższą naruszenie naukowej nauką niesamowita
        nieznane niezła normalnego oglądanie ogole ograniczona ogłoszono opieka opole opublikowane osobno oznaczało
        padł palca parą państwach personelu pieprz pieszych pisz platformie plemienia podawać pomijając pomóżcie
        porucznik postawa poszukuje powiązania powtórzyć poznaj prezentacji prostej prowadzony przekonaniu przemyśle
        przeprowadzenie przeprowadzono przyjeżdża przywódca przyznam reform research rezultat rodzinnej rozkład
        rozmawiam rozprawy rudy rywalizacji Rzeszów rządowi równa różnic Sarah seksualnych sektor singiel spowodował
        sprawozdanie sprzedawać spędzać stanowiskach starszego starą Sydney szczególnym szlaku słownik tabeli testu
        tradycje trendy twardy tysiąca ufam umierają un uszkodzenia utworu używał winna wprowadzeniu wracamy wspólnym
        wydany wydała wymienione wystarcza wzywa yo zabronione zabytków zapomniałam zapowiedział zasadniczo znajomego
        zrezygnował zrozumienie zwana zwykłego ślubie śmieszy świeżo żartów żebyście żywych abym alfa Amy autobusem
        bawią biedna bierzesz bmw bogów celi chciałaby cierpliwość ciągłe cmentarz cmentarzu dc depresja depresji
        dodawać dokładne doradca dowiesz down dumy dzieciństwo ekonomiczny elementami English finału fuck gabinecie
        gniew gola gruncie horror informacjami Institute interesujący inżynier istocie ix japońskiej jednoznacznie
        jedności kadencję karze kawiarni kinie królewskiej kult kupa last lecia letnich marketingu matury mem mieliby
        ministerstwie miłej myślimy najchętniej najgorszych najgorzej najnowszych następująco naturze naucz niskim
        niższe nominację nowoczesne Obama obrońca obywatelskich odpocząć okazały oku opowiadać opozycję orientacji
        osiąga osiągnęła otrzyma Our palić pamietam pisane pisarzy podejść podlegają porządnie posiadaniu postanowili
        powiedziałbym poziomem pracownikiem prasie prawym precz przedszkola przydatne przyjechali przykre przypada
        psychiczne psychologii ptaka pułkownik ray recenzje relację resztki rozpoznać Rzymu serwisów skargi skrajnie
        spełniają sprawdziłem sprzedawcy starać straciłam stroju symbole szerokie szkolnej szybka sławy tempo Toruniu
        trwał uroczystość uważamy uśmiechem używamy używanych Vegas Victor wejściem when widac widzieliśmy wisi
        więźniowie wróciłem wróg wskazówki wspierają współczesne wybierają wyborcy wydana wykorzystują wyrażenia
        wysiłek wzorem zabieg zaginął zajmował założę zdarzyć zdać zera znanej zorganizował zwłoki zysków złotego
        śląskie świnie żądanie abyś adwokata aktorzy aktualny Alice amen antenie aresztu Argentyny artystyczne basenie
        biedy brązowy budowania budowanie cechą ceremonii charakteryzuje chciałabyś chcielibyśmy chociaz cichu Czechy
        czekając czujemy danymi darmowy domek doprowadzi dosc dotyczący drobnych drużyn dudy dywan dziennikarka echo
        etapu fabryce fotografie frontu gatunki genialny grande happy hetero igrzyskach jechał kamienie kanada
        kategoria kibice klasyfikacji kolekcja kompetencje komputerowych kotów kredytu kurcze lekcja lew linka listów
        Luis magiczne magii menu metodę mniejszej modlić najwidoczniej nastawienie nastroju nerwy niewielkim
        niewinnych norma obchodów oddziale odpowiedzialna oglądając ograniczony opisu opowiadał organizatorów organizm
        Oscara ostry paczkę paszport pańskiego picie pierdole pierścień pisali pisałam początkiem podejmować pokrywa
        polegać Polsat ponosi poprawki popularnością postanowiła potrzebował potwierdzam pracach progu przedmiotu
        przepływu przerwa psie ptak pytaniem płacę płatności radzą rezygnacji rysunku rzek samorządowych scenariusza
        See sferze silną skończę skórze sondaż stanem struktur stwierdziła stwierdzono sukienkę słuchasz słuchawki
        taśmy technologię terrorystów Toruń ucha udany uderza ukraińskich umieć uprawnień uznali używana używasz
        wałęsa wczesniej wdzięczna weryfikacji wiki więzi wojenne wprawdzie wschodnich wujka wygodne wyjebane
        wykorzystując wyrazy wystawę występy wyszukiwania wytrzymać zaczęto zakupów zawodowo zimna zrobiony zrobiły
        łatwy źli życiowe życzy żyjących żądania aplikację aresztowania army aucie biedni brzucha burzy byłym
        całkowite chciały chińskie chrześcijanie ciekawości czwartej częstotliwości dajemy dałam denerwuje domową
        dostajesz drużyną dymisji dzieciach dziennikarza dzisiejsza dźwięki Egipcie ekonomicznego eksploatacji Eu
        facetem gotować gr gruba grudzień Gruzji homoseksualizm idioci jednych kamera kierować kk krzywdę krótką kul
        liter litości lokalu medyczny minimalnej mówicie naczynia należące ne niecałe nielicznych niepotrzebnie
        niewielkiej niewolników niezwykłe norm obiektem obowiązkiem obozach odróżnieniu ogniu oleju Orange palców
        paliw papierosy pasek patrzył pobrać podjęcie podkreślić podobał podstawę podziękowania poniedziałku porady
        postanowiłam postawę poznałem pozornie pozytywnych pracownikom prawnie prawnym procedura prosił prowadziła
        przyjęła pól rachunki radzieckiego raj rządzącej równo service silnym sięgają skuteczność sojuszu spotkało
        spotykają sprawdzać sprawozdania spróbuję stanowiły stopa straci szanować sztuczne sztuką tradycją trzydzieści
        typem uczestniczył umowie uprawy urlopu urocze urodzony wierzył wilk województwo wprowadzone wróciłam
        wychowanie wygrana wyroki wyrzucić wysłałem wzrostem włączając zabaw zabili zaczęliśmy zainteresowani zakazane
        zalicza zaoferować zapisane zapoznać zastanawiałem zasługi załoga zbiorów zbudowany zgłoszenia zmienili
        znajdujące łazience świadkowie aaa absolwentów action amerykańską aspekt atmosferze autobusie bezpośrednim
        białka boisko Brazylia Carl całkowitą chcieliśmy ciuchy ciężar cukier czoło czynnik diabła dodała dotyczącej
        dwudziestu egzekucji fan Finlandii full garść godzinami gorąca gracza gronie gruntów gwarancji głupiego Henryk
        historycznym hodowli il intencji jebane Jennifer Joseph jury Karola kartą kolorowe komunistów koncu kopii
        krytykuje Krzysztofa kwiat kłócić ledwie legendy lekka Leszek lokalna Malo masowe minie minus moralności
        mądrości męskiej najbliższym najlepszymi należał następna naukowo nazywasz niechęć niskiej niską normalnej
        nowi obraża oddychać odkrył odniesienia odwołania oglądałem ojców okładka osobowych ośrodki pasji pensji pit
        piątku planecie please plików poczytać podjęła policją polskimi potrafimy potrzebie powszechnej powszechnym
        pozbawione pożaru prawników programowania prośba przejściu przesada przestała próbowałam publiczność puszczy
        płacze płatki realu religijnej religię reprezentacja rodzic rozgrywki rozmawiałem rundy rysunki salę
        samotności senat seniorów skuteczności sporą spotkali spędza starań stałych strukturę szafy szukaj szukanie
        szukał tablice technicznej Tomasza tracić twierdzenie typów ufać Ukraińców układy ulubiona ulubionym
        usłyszałem warty wprowadzony wróć wspólna współczesnego wszelkiego wybrana wycofać wyda wydarzy wydawał
        wyjazdu wyjątkowe wyjściem wyjściu wypełnić wyposażony wyraził wzroku właściwym zabiła zachodzi zachował
        zadaje zadzwonił zalety zbrodnia zdołał zdrowa zewnętrznych zginęła zimę zjazd zmieniły znaczna znaną
        związanego zwracać zwykłą złamał łaski ściągnąć śmieje światowe aa ambasador aspekty autem autobusów
        autorskich autostrady biskupa blokuje bogaci bramkę brązowe byłej cale codziennym czuła czwarte dama dawnej
        die domowym dyplom dzieciaka dziewczęta dłuższe efektu efektów emocjonalnie etyki Europę fizyka floty fu
        głęboki hiszpańskiego hop infrastruktura island jakąkolwiek jaw kierunki kolonii konferencję krajowym kryteria
        krytyków kultur laptopa lecą lekkie lewica lewy lipiec manipulacji mechanizmy miasteczko miejskim mili mlekiem
        motywy myli nagrodą najgorsza najwyższe naprawy nastolatków negatywny negocjacje nia nienawidzą niezgodne
        normalnym obydwu ocalić oddania odejście odkrycia odpowiadam odwrócić oficera ogólna ogłasza określony Olsztyn
        otoczenie owe oświadczył Paris Patrick piję pistolet pizzy piłkarz podejrzanych podstawowy poinformować
        pomnika porażkę posiłek potencjalnie potwierdzają powinnaś powraca prawy promowanie promować promuje
        przeczytałam przemawia przeprosiny przepływ przesady przycisk przyciąga przyjdą przyjechała przyjmować
        przypominać rzecznika samorządu serie siedzenia skończyłam spotkamy sprawcy spytać spójrzcie stracili
        szczególne szczęśliwe szło sól sądownictwa techniczny torby tradycję turze ubiegłego Ukraińcy ulicą urzędzie
        Vincent waszyngtonie weszli winni wiosce witajcie wojewódzkiego ws wtf wymiary wymiarze występu wyższą zagrał
        zarabiać zarzut zasięgiem zawierające założeniu założone zdrowotne zechce zeszłego zgodą znani znałem zostań
        zrozumiał łatwiejsze średnicy angielskiej arabskich areszcie artystycznych beach budowlanych budownictwa
        chemicznych chwilach Czechach domowego dostaję dotrze end fbi filmowej finansowy gospodarcza grób gus górnej
        głosi głód hard hit informacją informacyjne interesu inż istniały Jason jersey Jerzego Jorge kogos kojarzę
        kolumny Komorowskiego konkretnej kosztować koszulkę krzesła krzyczą królestwie kwas listach liści logiczne
        loty Macierewicz map marian Marie małymi meczów miasteczku mieszane minimalna mniejszym modeli monitor
        najnowszy nielegalnie niemalże niezależny obowiązkowe obozy obrad odbędą oddali oknem osiedle osobach
        osobistej paniki papierze pecha Petru pięknej poczty podania podniesienie podręczników pomagał pomieszczenia
        pomniki posta powrócić powstać poz pozwoliła połączeń prania prawami prawdzie prezentacja prostą przeczytaniu
        przestępców przesłuchanie przewidzieć przewodniczącym przodków przyjmowania ranking realizację refleksji
        rozumiecie rozumiemy rządzących różnorodność rękami samotnie schemat setek skierowana skraju składki soboty
        South space sprzeciwu starzy symboli szafie szpitali szybkim słabości słyszałeś tani transfer ukraiński um
        upadł usiąść uznają walentynki warstwy warsztatów wchodzisz weźcie widoczna widziane wierzymy Williams Wilson
        wrócili www wyjeździe wykazać wypowiada wyzwolenia względnie zaangażowania zabierze zakładając zamienić
        zapomniałeś zapotrzebowanie znacznej zniszczył zobaczą zróbcie zwyczaj śląskiego środkiem akcent aktów america
        armią atakują bateria braki brytyjskich budynkach buta chciałaś chemiczne chodzisz cierpię cierpliwości ciesz
        ciężką cool cyfrowej dal dawał dawnego dokonuje doprowadziły dostaliśmy dowódcy drewniane dysk emerytury facto
        got gracze grali grobie gubernatora głupich handlowego haseł Hill hmmm id idiotów inteligentny inwazji
        jakimkolwiek Jane jasnej kamer kamieni kanapki kar Kielce kiepski klucze komendy kontekst kopie koszulka
        kredytów laptop lekcjach literaturze ludzka make marketing martina martwych maskę Matt małżeństw meble
        miejscowego miliardy modlitwa montaż muzycy muzycznych mylisz myśle najpopularniejszych narodzenie never
        nierówności noga obiegu odbywały odgrywa odmawia odmienne odpowiedzialne odwołanie ogromnej ogólnego okien
        Olsztynie opuszcza organizowanych orzeł otrzymują papiery parkingu Pedro pi pierdol pociągiem poddać pokazali
        pokryte polakom pomorskie posiadam poszły pozostawia pozostałości pozwolę pragnienie proboszcz produkuje
        profile prowadzących przebywa przekazanie przekazuje przywódców regulacje rodaków rozpoczęło ryba rzadkie
        rządowej sekretarza Sm sportowców sportowego stosowana strajku strzały stwierdzam substancje szczegółowo
        Szymon sądząc słodka Tadeusza targu Ted twoimi tygodnik uciekają uciekła ukradł ukryte ukrywać usłyszałam
        uznane victoria wakacjach weekendu wiedz wiekiem wielkimi Wisłą wpisów wspomniane wstaje wydano wyjdź wykazuje
        wymagań wyposażenia wywiadów wzięły zabicie zainteresowaniem zajebiste zamieszanie zapewni zapomnieli zapomnę
        zaprosił zapytam zatrzymany zatytułowany zimne zmniejsza zostawia zrobienie zrozumiałe zwolennikiem zwykli
        zyskać łapie żonaty about afera akty Alicja atakiem bal Betty bezrobocie biegiem bierzemy bogactwo bohaterka
        bolesne Brian business call choc cieniu cole czynnikiem death digital dotarło dotknąć dowiedziałam działający
        dziki długopis elektrycznej Eric fazy filmików fizycznych grafik grała grunt gust głowach here identyfikacji
        Indian inspiracją instagram istniało jo kazdym kontraktu księżniczki kłamać lokalizacja lotniczego Lou
        Madrycie Margaret Maryi Mateusza maturę miałabym mieszkańcom możliwością mądra męski najwyższa nastolatek
        nauczanie naukowego nominacje ocen oddanie odpady odpowie okładki osiągnięć osobista ostateczny ostatnimi
        otwartego Pacyfiku pakiet piąty pociągi poczekaj początki podam podatkowe podpisania podwyżki podłogi pokonał
        Polonia pomogę ponowne poprawi poradzi poranek portfel poruszać postawił pozniej producentem programach
        przeciwnikiem przedstawiono przemyślenia przeszkadzać przyczyna przynależności przypomnę restauracja rodzinny
        romans rozwinąć rpa równi różnie salonie sankcje Santiago serwisy snów socjalnych spektakl spektaklu
        spierdalaj spoczywa spodziewał stanowczo state Stephen strażnicy szacuje szczeblu szkła słynny technicznego
        Town trenerem twierdzę typowym uczynił ustalenia usunięty Wall waluty way why wieczne wiejskiej wierni
        wspaniałego wsparciu ww wykaz wykazują wymagane wyposażone wziąłem Władysław zabijają zablokować zagłady
        zajebisty zakończy zaoferowania zawierający zbadać zdaję zimowych zmienią zostawię zysku złodziej ćwiczyć
        łamanie łańcuch łez ściana ścieżka śmiesznie świadectwo świętym Anglia anioła ankiety association byliby
        będącego Charlotte chciałeś chemia chorobie chorzy chrześcijańskiej chujowo cudowna cytaty czekasz depresję
        dokumencie doprowadziła dorosły dowie drogowego drugich Dylan dziale elektrycznych fast finansowo gorący
        głównymi hajs hi Ian informacyjnych inspiracji intensywnie jeziorem Jim karnych kierownika kij kolorowych
        konieczna kontrowersje kontynentu kosmetyki kończąc kościoły kościołów królową kręcić książkach kupisz lewym
        meczach medalu mielibyśmy modernizacji Moskwa mądre młodszych najważniejszą narzekają negatywnych niższa noce
        Nowak obiecuje obiecuję obozów odmiana odszkodowanie odzyskania oglądają oglądał ogłosić over paczka palenie
        pamiętajmy papierów penisa pieszo pilotów pogodę pojąć portale potrwa powinniście położona poświęcenie
        poświęcił pracowni prawna produkcją przedstawiciela przedtem przemiany przybywa przygotowana przyjęta pusty
        raporcie ras relacjach road rowniez rozpoczęli rundzie Rzym równolegle say schroniska sekundę silnego skończą
        spokojna spotykam stadionu starszym Stefana studium sumę szczepionki szczęśliwie szeroką sztucznych szykuje
        sądowego sąsiada sąsiedztwie słodko słuszne tanio technicznie Tyler ubranie ubrać ukrywa umarła ustroju uznano
        wadze widoku wielkopolski wieża wpisu współpracowników wstydzić wykazały wykorzystywanie wykorzystywany
        wykorzystywać wynosiła wypowiedzieć wypłaty wysłała wywiady wyślę władcy zabezpieczenie zabraknie zagrożeń
        zajmowała zakończona zamknięcia zamknięcie zanieczyszczeń zapas zapomina zasnąć zniszczona zorganizowane
        zrobiłaś związanej środkami świadczeń świadomy żyły afery aktualizacji Antoniego bezpośredniego bilans bogatym
        boska bywają całkowitego cenne chronione cięcia czci czyn Dariusz Dave der dokladnie dokumentacji doprowadza
        dostawcy dotycząca dwanaście dym działki dzienniku filmowe finansowa flagą game garażu gej geniusz Georgia
        giną global globalne gorszego gotów głodny hd hip historyczna hiszpańskiej hope iphone izba jakakolwiek
        kampanie karny Kate kilkuset klasyczne klasą kolejno komiks komunikację kontroluje korzystne kostki krajami
        kupują land lekcję Marco masła miejscowej mieszkała mysli młodsza nagrał najbliższej naprzeciw niebezpiecznych
        niejednokrotnie niepotrzebne nieraz niezależna niszczą normalnych noszę obywatelskiego oczekują odbioru odda
        odpowiadał odpowiedzialni ofiarami ofiarę ogłosiła only oo organizmu palenia pamiętnik papierosów piasku
        pięćdziesiąt piśmie podniósł pojedynczy pojedynczych pokazanie pokojowe ponownego popatrzeć potwierdzenia
        pozew poznaje pracodawców pracujesz prawną produkowane promieniowania propaganda przemysłowej przyjęli pysk
        północna płycie ranem regionalnej reszcie rolą rozszerzenie ruszył rządowych rządzić róg równość schodach
        silników składać Sofia spotkaniach sprzedają strefę stworzyli suche szczera szczery słońcu tajemnic tajemnice
        tatą terminie there tradycyjnej tworzone typie typowa ulotki umieram ustawione uzyskanie wczesnych wdzięczny
        weekendy wersją winien większością więź wkurza wpaść wspierania wstępne wycieczka wyglądały wykorzystaniem
        wykład wykłady wynikające wysoce wyzwaniem wzięłam zachowaniu zachęca zagadnienia zainteresowana
        """
}
