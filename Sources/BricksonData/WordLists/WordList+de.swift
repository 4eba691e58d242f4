// Made by make-word-lists from wordfreq 3.1.1 (CC BY-SA 4.0; see README.md here).
// Do not edit: run the script again.

extension WordListTexts {
    /// The 10000 commonest words of "de", commonest first, each in its own form.
    public static let germanWords = """
        die der und in das ich ist nicht zu den von mit es ein auf für im sie eine sich auch dem des als er an dass so
        bei wie aber aus hat sind nach noch wir du war nur wenn oder wird was werden einen am man um haben einer zum
        kann über da dann einem schon habe ja mehr mir sein vor mal zur durch hier mich bis doch ihr immer jetzt diese
        wurde wieder keine alle sehr können muss uns bin unter vom gut gibt hatte ihre dieser gegen seine alles also
        geht viel zeit ab ganz machen denn meine damit dir will einfach ohne weil beim etwas waren zwei mein eines
        kein seit soll selbst wo dich Menschen hab heute kommt nichts nun würde leben wer macht anderen Deutschland
        ihm Jahr ob ihn Jahren seiner viele zwischen Jahre wäre diesem dieses wurden dabei dort müssen gerade neue
        sondern erst ersten ihrer lassen sollte andere hast warum weiss weiter wirklich ihnen ihren Mann wohl drei
        seinen vielleicht dazu diesen euch kommen wollen bitte hätte sei könnte sehen sowie Tag Berlin dafür ins sagen
        steht während bereits deutschen ende nie Uhr weg wegen besser einmal Frau Stadt Welt gehen gemacht genau danke
        gar konnte Leute neuen seinem unsere dies etwa jeder natürlich the bist gute recht finden geben Kinder werde
        Geld gleich keinen lange sagt teil allem beiden davon eigentlich fast richtig tun Arbeit de denen deutsche
        erste frage meiner sieht zurück deine jedoch klar paar grosse grossen liegt welche wissen zusammen einige Fall
        gab kannst sicher Frauen ihrem kam allen darauf hatten letzten meinen nein schön sogar vielen worden zwar
        allerdings Art schnell sollen darf jeden jemand später stehen wollte ganze gerne möchte Seite spiel weitere
        wenig heisst liebe oft sagte fragen Land neben statt dein gehört lässt platz besonders Geschichte ne nehmen of
        darüber deren hin vier gesagt guten kurz meinem morgen sonst unser bekommen bzw Euro gesehen kleine spielen
        weniger Familie ging Haus sollten arbeiten Bild bleibt eigenen je möglich weit deshalb eben gewesen glaube
        Minuten Polizei ausserdem beide findet ganzen leider musste online stellen tage unternehmen Woche würden
        besten bleiben daher Grund kaum Namen Problem daran halt Nacht neu stand Stunden Thema Beispiel genug allein
        dessen direkt echt halten kleinen schule solche zeigt überhaupt anders essen lang usa Abend dank ebenfalls
        eher hinter mag Musik München pro Wasser alten bald erhalten junge lieber nachdem Ort sofort zweiten aller
        Auto bringen danach deutlich dr finde Hand jede Kopf Männer nächsten unserer us damals endlich eu fünf
        gefunden gilt Person schwer wichtig zeigen egal Gesellschaft hoch letzte stark alter Anfang gegenüber Kind
        oben rund spd strasse bekannt bisher Eltern Europa Gott hätten los Mutter Wochen Augen beste braucht denke
        Gruppe her is meisten Millionen schreiben treffen trotzdem Artikel bestimmt deutsch folge Glück Herr Hilfe
        leicht mehrere niemand Politik Sache scheint zunächst alte Bayern bisschen denken fand Film Internet laut
        lesen oh Personen Regierung Richtung schliesslich stellt Team and Buch Dinge dürfen früher geworden ii Prozent
        Sohn spass stelle Wort Bereich besteht bringt ernst gross Mensch Mädchen Vater Zukunft all darum eigene fahren
        fest Form frei Idee jedes keiner liegen neues passiert Österreich bevor gegeben Hamburg jedem manchmal raus
        super tut Wahl wert Wien einzige Entwicklung folgen Freunde führt helfen kosten könnten obwohl sehe suchen
        weiteren ziel ziemlich angst ca dadurch Erfolg hause krieg Lage läuft Mai Probleme September to verstehen voll
        wann wieso afd alt aufgrund brauchen innerhalb insgesamt klasse konnten nimmt ok preis rein rolle stimmt tagen
        Tod völlig zudem ach ausser cdu gekommen gern gestern irgendwie Kirche meist März na seines trotz vergessen
        verschiedenen vorbei zahlen anderes blick dagegen deinen ebenso führen kaufen lernen Meinung Name Partei reden
        Seiten willst wobei zweite hält jungen Moment schlecht sechs spiele spielt sprechen Video August Bilder dachte
        glauben Mitte November scheisse sowohl st wahrscheinlich April deiner einigen Frankfurt freund insbesondere
        per Peter Raum spricht System tatsächlich anderem bekommt erreicht gemeinsam Juli Juni links mach New nämlich
        Oktober schaffen setzen suche versucht bedeutet Einsatz falls gleichzeitig grosser habt hören ihres Köln
        Möglichkeit nr Rahmen rechts Sachen Schweiz Stück welches fällt genommen hoffe Höhe Job liess Michael nächste
        Sex Sommer Stunde titel Tochter unseren Wohnung wären zahl zehn handelt kennen Kunst Mitarbeiter sah sorgen
        Sprache verloren weise zumindest übrigens Bad band Chance Fehler gebracht hallo hinaus langsam menge Meter
        mindestens musst selber Sicherheit Spieler drauf erklärt erster Gefühl gleichen km laufen Medien Saison tv
        verschiedene weiterhin ziehen überall Antwort bahn Berliner dennoch Dezember Gesicht guter machte Monate seien
        somit Thomas toll tragen Vergleich versuchen Entscheidung Gedanken gehören Gemeinde gutes Herz Jahres Januar
        jeweils nutzen nähe siehe Sinn Stuttgart sucht vorher welcher bereit Daten deinem falsch fertig Foto häufig
        Interesse Kultur König la Luft Lösung nen reihe schöne stimme Boden Bruder erreichen Februar Frankreich
        fussball heraus Informationen kennt Kritik manche neuer nochmal opfer passt plötzlich Region richtige schwarz
        seid setzt Situation Sonntag unten warten Wirtschaft anderer Bevölkerung darin deutscher Firma gedacht
        geschrieben gewinnen hohen kamen kleiner Kreis Körper lass länger Mitglieder Nachrichten Punkt rede Typ Verein
        verwendet Zeiten Ausbildung beginn beispielsweise deswegen Ergebnis eure Freundin gestellt grünen kenne
        Kindern licht Markt mittlerweile Monat offen Politiker politische rechte regel Russland solchen Staat
        teilweise unserem weder acht Bedeutung europäischen fc folgenden gefallen Hälfte lag Martin Programm reicht
        Schüler selten sieben sowas Text unbedingt unterwegs Verbindung wenigstens Zeitung zuvor Ahnung Bürger eins
        Erfahrung erklären erzählt funktioniert Grad grösste hohe indem Kampf kraft mache Monaten nahm okay
        politischen Projekt Präsident punkte Sport tat zimmer zuerst alleine druck entfernt Facebook fehlt genauso
        grössten Hans Herren hört lediglich liste schauen soweit stimmen Wochenende beginnt bietet dran dritten
        durchaus erwartet fallen gehe inzwischen komplett Kunden müsste niemals on schau schritt Staaten Unterstützung
        Verfügung verlassen wenige wirst wählen Angebot Bett blieb einzelnen erneut Gefahr gefällt genannt google
        hilft klein Linie Max Natur schuld Top Wahrheit Worte wusste öffentlichen aufs Co etc gibt's gmbh hey it
        klingt knapp live Mannschaft Ordnung Paris reich rot Samstag Satz teilen Themen vermutlich ändern Aufgabe
        bezeichnet Chef Dollar entweder entwickelt Fotos freuen geh gewählt John Lehrer Leipzig runde scheiss Schluss
        Serie teile total verstehe veröffentlicht wollten ähnlich Bank Beitrag cm entscheiden erkennen Freitag früh
        Gebäude Gesetz gleiche Hotel jedenfalls komm Ländern nahe nennen zieht Zug aktuell Bewegung China ehe ehrlich
        erde erfahren Ergebnisse Flüchtlinge folgt gebe gehabt geht's gespielt Gewalt Gold Gruppen gründen Karl nix no
        Nummer rechten reise Sieg sitzen Start Tür Universität verdient verhalten verstanden aktiv Besuch Bildung
        darunter denkt dürfte eh englisch gefragt glücklich grosses hart irgendwann Landes Leuten linken Länder
        offenbar Post Rest ruhe schreibt sinne Werk begriff Bericht drin erwarten Fans Fenster for freien Freiheit
        Hannover jemanden Lebens lebt meines mussten nennt schönen stolz verfahren verkauft versuche vorstellen York
        zahlreiche Zeichen zuletzt absolut arbeitet Auswahl Christian derzeit dritte erfolgreich Freude http
        interessiert jungs Leistung lieben meint meinte Montag plan regelmässig stellte trifft versuch vertrag
        wichtige Zusammenhang angaben Arzt befindet daraus en erstmals gegangen getan grenzen Hund linke mm sag
        schneller Sicht Zeitpunkt Anzahl baden Bau bloss entsprechend Erstmal geführt glaub grösse heutigen
        Hintergrund immerhin Karte langen Lust mehreren Meister regeln sobald solange sonne Tiere trägt unterstützt
        Volk Website wenigen al Arsch ausserhalb bestehen folgende Frank gelesen gesamte gezeigt grenze Handy
        internationalen Kaffee komme Kontakt könnt laden lustig mittel Paul perfekt Position richtigen schloss Schutz
        Studium ständig unterschied verkaufen Videos wagen Winter you zusätzlich ag aktuelle anschliessend benutzt
        Bücher freie gewonnen heissen Italien Kollegen legen leid London Mitglied naja quelle Sachsen Studie Tages
        Technik Tisch Union Urlaub verletzt weisst welchen Werbung Amt Auge betrieb Bier brachte Club draussen
        Einfluss Erfahrungen erwähnt fällen fühlen führte fürs Gebiet Gericht Himmel iii irgendwas Jahrhundert Jugend
        kleines Maria massnahmen möglichst Patienten persönlich schlafen Teilnehmer tief verbunden voller willkommen
        aktuellen antworten Autos bauen besondere bieten Deutschlands Energie erinnert ex fuss geboren geschafft
        glaubt Herzen Hoffnung holen Kilometer Merkel relativ Schweizer Show sitzt spät sterben stets tolle Trainer
        usw Version Wald Abschluss aufgenommen Basis begann beschäftigt csu dahin ddr Ding Friedrich gelten gesamten
        Gespräch gesucht getroffen interessant irgendwo meinst Möglichkeiten Müller Nachricht nötig Parteien Partner
        Party Qualität Richter schaden schulen See Tor täglich verlieren wahr Aktion Anteil app aufgaben
        ausschliesslich Beziehung cool David Dresden froh Funktion genutzt gesetzt halte haut hielt hinten Inhalt
        Kontrolle kurze leisten Minute möchten rücken Soldaten sozialen starke Vergangenheit vertrauen wirkt zustand
        aussehen bewusst Bremen Damen Diskussion entschieden fdp fehlen fort Franz fährt gehalten gestorben grössere
        Ideen könne Künstler Literatur miteinander Organisation passieren rennen sage schade schlimm Sekunden setzte
        soziale Türkei Umgebung verantwortlich weltweit wünsche youtube zog zufrieden Zusammenarbeit berichtet
        Düsseldorf et Familien Geburtstag Gegensatz gekauft grundsätzlich Hände Insel machst Netz normal Prozess
        Schwester sprach un vertreten vorhanden Wolfgang wünschen Zuhause ans Autor bezahlen brauche dienst dumm
        Eindruck enthält entstehen feiern feuer fühlt gefahren geschehen grüne halle hingegen interview Kamera lachen
        Praxis preise ruhig Szene Telefon trinken unterstützen verhindern weissen wetter wiederum zugleich zählt Album
        allgemein bestimmte bestimmten Bundesliga dar Demokratie eingesetzt entdeckt erinnern erstes extrem Flughafen
        freut gebaut grün jährige kostenlos Krankenhaus Link längst Mund Osten positiv schützen tot tritt verkehr
        Verlag wen werke wichtiger wiener wirken allgemeinen Anschluss Anspruch arm Armee Auftrag Ausland Behandlung
        bestätigt böse diesmal Dorf einzelne erfolgt erhält erscheint fiel findest gelernt gesprochen grösser handeln
        herbst hoffentlich hängt Karten Konzept kämpfen min notwendig näher plus Professor Rat reichen spiegel spitze
        Star strassen Test Tour Verantwortung Wege weiteres wesentlich Wunsch Andreas aussen behandelt Beiträge
        bekannten bessere Blut Bürgermeister Büro ehemaligen erlaubt fanden Farbe Führung Garten Gegner gründe Gäste
        Heimat Industrie innen Jahrhunderts kg kostet legt Leitung Lied Liga Mehrheit offensichtlich Robert schliessen
        schwarze solltest unglaublich van vorne Waffen Westen wohnen abs be befinden bezahlt Bezug bilden Bus by
        England entstanden fernsehen filme finale find General geschlossen Kaiser Leiter Meer neun park Polen
        schwarzen Theater Traum Verwendung werte Wirkung zeigte öffentlich Alexander Anlage arme arten Ausgabe Baby
        beträgt Brief enthalten erzählen fahrt Freunden gewissen herum höher internationale iv Juden kauf Kommentar
        Landkreis Leistungen Modell Museum nehme Produkte Religion roten stärker Urteil Veranstaltungen versteht
        Vertreter Verwaltung verändert wow zahlreichen öffentliche übernehmen angriff bekam echte einiges europäische
        Forschung fälle geplant Grundlage grösseren Herrn jung Karriere letzter Mark Material mögen nett Polizisten
        schafft schicken schrieb Seele selben Strom treten Trump Unfall ungefähr wollt abends abgeschlossen
        Ausstellung beginnen Daniel entgegen Erklärung falle fragt Frieden geil Gelegenheit Geschäft gezogen gingen
        hauptsächlich hinzu krank lauf lief Milliarden Mittwoch moderne möglicherweise Rom Rum schwierig strecke
        Studien Städte verdienen weisse wichtigsten Wind Zentrum Öffentlichkeit allgemeine alternative angeboten
        ansehen aussage besonderen dauert davor Dortmund eigenes einzigen erhielt extra Fahrer französischen genannten
        Gesundheit ha Hof international Klaus leiden ma Mama Not presse Produktion Radio reisen schlechte
        selbstverständlich Sendung sicherlich Song sorry twitter vollkommen Walter wand weiterer welchem Wissenschaft
        wunder überzeugt at Bahnhof bedarf Bedingungen benutzen besuchen di ecke Einführung empfehlen eröffnet
        Generation hoffen Israel Küche Mail Masse melden mitten schaut Schiff schlimmer seitdem sogenannten sowieso
        Spanien spielte standen starken Stiftung unmöglich verdammt vergangenen vollständig Werner wär zerstört ah
        anfangen bekannte Beruf besitzt Computer entspricht Finger Fleisch fliegen gearbeitet Geist Georg halb Jan
        laufe le leichter Main mio offiziell pc quellen Roman Schweden starb steckt Stein technischen unabhängig
        Verhältnis ziele zweifel Alkohol Anna blau Bund Donnerstag durchgeführt ebene entsprechenden Erinnerung
        erleben erlebt euer falsche Firmen fordert gemeint Geschichten Gottes handel Heinz Hinweis höhere Institut
        Interessen jeweiligen Kurs lager Männern müssten Norden one Reaktion rote schlagen siehst sparen steigt
        Studenten up Veranstaltung vieles wm Zürich amerikanischen Aufmerksamkeit Ball breite Bundesregierung Dienstag
        entlang entsprechende früheren fühle Gegend Heinrich historischen holz keinem Kommission kriegen kurzen Länge
        meistens passen ps punkten red Risiko runter russischen sodass sorge sprachen Stil Stimmung Tatsache teils
        trat traurig Täter unseres wein woher Zuschauer Zweck überrascht Amazon angenommen armen bestand Besucher
        bewegen bildet Darstellung dienen entsteht entwickeln Feld Gewinn geändert gibts Grade heiligen Information
        Johannes Kino lasst league legte letztes lösen me Nase Nürnberg original pause Prinzip Prüfung regen schwere
        schöner starten technische Tradition Training Typen Tätigkeit Umwelt ursprünglich verwenden Vorstellung
        Vorteil weihnachten wem Wilhelm willen würdest zählen öffnen übernommen abgesehen Abstand Amerika angeblich
        ansonsten Antrag Anwendung Baum behalten Berg bislang Bonn Bühne City ehemalige Fischer frühen geblieben
        gemeinsamen Haare Hessen komisch mehrfach nem nächstes Parlament persönliche praktisch private Respekt Schuhe
        schönes Simon steuern warte wichtigen zwölf Analyse andererseits Aufnahme auftritt aussagen Behörden berichten
        beteiligt Brücke dient erfüllt ergibt freue Förderung gelegt Gemeinden gemeinsame geniessen geschaffen
        geschickt getötet Glas heiss hierbei hiess Johann Josef jährigen Konzert möglichen Münster Nachbarn News nrw
        politisch Publikum real Rechnung Sammlung Service Standard streit Städten Teams Theorie Tier Umgang verkauf
        Verständnis werfen weshalb West angefangen Beschreibung Charakter daneben desto dringend eingestellt
        Entscheidungen Gang gebraucht gefährlich gerät gewisse halbe Hamburger heisse hängen höre leer manchen
        modernen my Realität Republik retten Rhein Schmidt sogenannte stattdessen steigen Syrien Termin Texte Tipps
        verboten Witz Zugang zweimal übrig begonnen betrachtet Beziehungen brauchst eigener eindeutig Einrichtung Eis
        erhöht erscheinen Experten falschen Fan Gast Gegenteil gelang gemäss gewinnt Homepage Japan Jesus jugendliche
        jährlich Kategorie kommenden kommst Krankheit morgens nachts namens Nazis Nutzer Nutzung Otto Papier pflanzen
        Posten Richard russische schlägt Sitz Stefan stehe Ton tätig unterschiedliche verlauf verpflichtet wechsel
        übrigen Afrika Ansicht Aufbau automatisch beendet Beine Beispiele beschrieben betrifft bot Chancen Dame Design
        durfte frisch fuhr gelassen George hervor informiert Islam Keller lasse lohnt momentan nahezu offenen
        persönlichen privaten Präsidenten Rock sorgt Staffel stammt unterschiedlichen Untersuchung verliert versuchte
        with Worten Württemberg übertragen Angebote Anhänger Anlass as bekomme besonderes big Dach dargestellt Dauer
        demnach einfache Einheit eng englischen ergeben erklärte Farben Gewicht Hersteller Händen Häuser jemals Jürgen
        kaputt Minister mittels Niveau pdf Philosophie positive Projekte präsentiert rechnen schliesst schweren
        Software Süden teuer toten unmittelbar Unterricht verfolgt verlangen Vorschlag wahre weist widerstand Wolf
        zentrale Ärzte äusserst Abteilung Adresse Amerikaner anzeige Ausnahme aussieht bester betroffenen bisherigen
        do einiger Fläche fordern formen gegründet gestalten gesund gewann Hauptstadt Hi high hoher höchsten Infos
        jene kalt liest Ludwig Medizin Mission mögliche müsse Nachmittag null pass Pflicht ruf ruft singen Single that
        zeug zeugen zweiter anscheinend Autoren bar Beweis black Brandenburg breit Drogen einfacher endet ersetzt
        Freiburg ganzes Gefühle Geschenk Gesetze grossartig Hunde höchste Kommunikation lautet Leser liebt Mainz
        Manager Media mühe nah niemanden Nord Ost privat rang Revolution Schauspieler scheinen spätestens stecken
        Temperatur tja Uni verbreitet verlangt vermeiden voraus Wahlen wartet Wettbewerb world ältere älteren
        österreichischen achten Apple Auflösung ausgezeichnet bd Besitz besseren betrieben dasselbe Details einst
        Einstellung Fahrzeuge Figur flucht Formel geb Griechenland griff hasse holt höheren Integration James kümmern
        langer Maschine Mut op Phase Produkt prof Ring schlechter Schulz Teilnahme Tore traf ums Wohnungen womit
        ähnliche überlegen Übersetzung überzeugen angesichts anti au Ausdruck besitzen bestellt bewegt beweisen
        Bewohner Bundestag Code Debatte definitiv dm drehen ehre Eier eingeladen Einrichtungen erschienen Forum Gas
        Geschmack gratis Hermann hinweise hundert interessante Journalisten kriegt letztlich liefern liessen Mord
        Moskau möchtest oberen ohnehin personal Pläne Restaurant schmerzen Schwanz Schwierigkeiten solcher Spur
        Standort trug vorgestellt vorsitzender weh wichtigste witzig worauf Wähler zumal Achtung amerikanische anstatt
        aufhören aufmerksam auftreten ausgeschlossen bedeuten begeistert besucht Boot Christoph daraufhin entstand
        erforderlich Europas ewig Fahrzeug frag geeignet Gemeinschaft halben hergestellt historische hm inneren kochen
        machten Marke Musiker nahmen normalen rufen San schlaf schnitt Silber Smartphone Status Story Tasche Tom
        unterscheiden verteilt wechseln werd zufällig ändert abhängig Aktien angekommen Anwalt aufnehmen Auswirkungen
        behauptet beobachtet bitten braun Brüder echten Eigenschaften Engel erstellt französische funktionieren
        getrennt Haltung Island jugendlichen Kommentare Krise kurzer Methode Milch Mist normalerweise speziell strafe
        Sturm this Tipp Ukraine Vaters verheiratet Verlust verpasst versehen verzichten via warm Webseite Zeitraum
        Zustimmung zusätzliche öfter abschnitt Alltag anfangs angesehen Auflage ausreichend Banken beobachten
        beschreibt betroffen Brot diejenigen Einwohner elf erfolgen ernsthaft erschien festgestellt Frühstück gaben
        Geburt gespannt Grunde Hass Hauses hierzu hör Kern Kreuz müde ner nerven open Philipp Planung rollen sc
        Schatten Schicksal Shop Spuren startet Stern sämtliche tiefe tu Ungarn Unternehmer Ursache verbrechen
        verurteilt Veränderungen vielmehr vorbereitet wild wohin wolle Änderung Übersicht Arbeitgeber aufgebaut
        begleitet beides benötigt Besitzer beteiligten Blog Bundesrepublik Dingen diskutiert el ermöglicht Fakten
        Feuerwehr Flug folgte Frankfurter galt german geschlagen geöffnet Hochschule Infrastruktur Joachim Katze
        kleinere kriege kritisiert Kräfte lagen Lösungen Maschinen mass Messer Methoden Nachfolger nutzt offene Oma
        Operation Pfarrer pflege Profil Rückkehr sagst Salzburg schwerer Sender Sieger sinnvoll social sofern soviel
        Statistik Stress tausend tote Umfeld User vergeben verhindert verstand volle Weltkrieg air anhand Arbeiter
        Augsburg beschlossen Botschaft Bundeswehr cd denk einerseits erfüllen Erinnerungen erkannt euren eventuell
        Fahrrad Festival ficken Gelände generell Gerhard Geschwindigkeit getragen gucken Herkunft Hochzeit hrsg Humor
        hättest informieren Initiative Kanal klare Kuchen kurzem lächeln Marketing normale produziert quasi redet sass
        scheinbar Stellung sv süss umfasst Variante verbessern Vereins verlor Washington wächst Zeitschrift Anlagen
        Augenblick ausgaben belegt blieben Bord brauch community erkennt eur fick Frühjahr geholfen genauer genügend
        Graf hinein Hitler Jobs Kombination lieb maximal Motor nationalen Niederlage Ohren orte Papst prüfen Rand rief
        sammeln schlechten schlug schmeckt schritte se Server sitze Stadion Station verbot verfolgen Verhandlungen
        verändern Vorstand Vortrag Westfalen Absicht aufgestellt Aufklärung Begründung behaupten best bezeichnen
        Bezeichnung bezieht bezüglich Bildern blöd Bock Christen Direktor eingeführt eintritt ermöglichen existiert
        fahre Flugzeug Fr fragte Führer Gefängnis gehörte gelb gib grossbritannien Hals hunger Inhalte keinerlei
        Kirchen klassischen Kleidung Königin könntest Landschaft lehre liebsten life Lkw love Management Mannes
        Menschheit Metern Nazi ordentlich Papa Plätze Regionen sauber seh sichern solle taten Trend unteren
        Unterschiede Verfassung verschwinden viertel vierten Vorbereitung wach wachsen wirft wunderbar Zufall
        Aktivitäten bedenken Bereichen Bescheid besetzt bestätigen Bezirk Brand Business carl dahinter dauern Dieter
        drüber drücken einfachen Engagement entscheidet enttäuscht erfolge ff Figuren gelaufen greifen Helmut Hölle
        interessieren kannte Karlsruhe kennst koch Landwirtschaft last lebe leise lese Lieder locker lügen mario merkt
        Mitgliedern Nato Niedersachsen nimm Schnee sichtbar späteren stieg Stoff Studio summe Tee Therapie tollen
        Truppen Umsetzung umso Umständen Untersuchungen verband Vogel Vorteile weisen weitgehend Windows
        wissenschaftliche zunehmend Öl anbieten anschauen arbeite bayerischen beantworten betrug dankbar denkst dicht
        doppelt dreht drittel einzig erhöhen Fluss freundlich Freundschaft Fritz Geschäfte Gestaltung gezwungen gäbe
        günstig heim Herstellung heutige Horst Hose häufiger Info inklusive innere irgendwelche Jahrzehnten junger
        Kapitel klappt Klima Klinik Konto Kunde lauter Mannheim Motto nachfrage Prinz sahen Schriften Sebastian solch
        stammen Sterne still Strand Strategie Struktur stufe stärke tausende untersucht verfügt vergleichen vermögen
        verursacht Voraussetzungen vorgehen vorn vorsichtig vw we wodurch zdf zuständig Überraschung Aktionen Anbieter
        Anforderungen anfrage angegeben ausdrücklich Autobahn Bauer behandeln bemerkt besseres bestellen Blumen bmw
        dicke dunkel eingerichtet fett Forderung Forderungen fremden fuer fängt füsse Gegenwart Gehirn gelöscht Geräte
        geschieht gesperrt grossteil Gründung Gymnasium Handlung herzlich Iran komplette Konkurrenz Kölner Loch Markus
        Matthias mauer Million nachdenken nette nieder nochmals offiziellen orten parallel Pferd reagiert reine runden
        scharf schlag schnelle schwach schweigen Songs spannend stell stirbt Stücke Süd treiben Turnier töten Ulrich
        Unternehmens unterschiedlich vereine vieler Vorbild wahren warst weile wesentlichen Wiesbaden Wissenschaftler
        wissenschaftlichen wozu Zucker Zuge Züge Abenteuer Archiv Bauern beinahe Ben Brasilien deutsches Effekt Ei
        Elemente Ereignisse erledigt ermittelt fassen Funktionen Fähigkeiten Gabriel game gebildet gegenseitig
        gegessen gelingt geraten gestaltet greift heilige https Identität jederzeit katholischen Kerl langweilig
        liefert Liter Magazin Mannschaften Marie merken messe Meyer Mini Netzwerk Organisationen organisiert Rad
        reagieren schien schlüssel schulden Schuss Schönheit sexy spenden staatlichen steuer Thüringen Unterhaltung
        verbringen vs Wesen wofür wohnt älter Überblick übernimmt überwiegend Anerkennung Ansatz Ausbau Basel Beamten
        berichte bestehenden betrachten beziehen Bäume Chat Chemie damaligen dick Dienste einschliesslich erwachsene
        ferner Flasche Format gebeten Gedanke gehts gelangen Geschlecht go hinterher hörte Kandidaten leichte Mischung
        Mittelpunkt Müll Münchner offizielle out Pferde Plattform play Pop positiven Rassismus reduziert Sitzung ss
        süsse Tabelle türkischen Umfang unterhalten vereinigten verfügbar verstärkt Wachstum Waffe wirtschaftliche
        wirtschaftlichen übel Absatz absolute Account Atmosphäre ausgesprochen bekommst beschäftigen Bibliothek Brust
        darstellen direkte direkten diskutieren dritter Eingang em enden erhoben Ernährung erweitert Felix Fraktion
        freiwillig from fördern garantiert geile geprägt gewohnt glaubst Haar Hammer Harry Helden Indien Jean kevin
        Konflikt Kooperation las lol lächerlich mittleren nachher nannte negativ or perfekte Problemen richten räume
        schneider Strukturen Systeme Sänger tanzen Tode Türen Umfrage Verbindungen versprechen Vorstellungen Wagner
        Wirklichkeit zahlt zufolge Akademie albert allzu Angela annehmen ausgehen Bernd bestes betont bezogen
        Darmstadt Datum Deal Definition droht Einladung endgültig englische fair Finanzierung Franken free gefühlt
        gelungen Gerechtigkeit gering harte Heidelberg herrscht Hut jener jähriger Kapitän Katzen Klassen klassische
        klicken Koalition Kontakte Mode Mr Oliver Paket Perspektive Putin rauchen Regelung staatliche Systems Teufel
        umgehen umgesetzt vermisst vorgesehen Vorsicht wiederholt Würzburg übersetzt abgelehnt akzeptieren angebracht
        ard aufstieg Aufwand auseinander baut beenden Bern bestimmen bio Blatt Burg bösen darfst dpa Edition einsetzen
        Entwurf erfasst erwischt feste französisch Freizeit Front Gehalt gelöst Gespräche Gewinner Grundlagen
        Innenstadt jemandem Jäger king kleineren Konsequenzen les löschen löst magst mehrmals Modelle Nordrhein
        Positionen Rente Ritter schreibe Schwerpunkt schwimmen spüren street Telekom Tim Tonnen Verbesserung
        verschiedener Versicherung Versorgung Veröffentlichung westlichen your Zwecke Änderungen österreichische övp
        übergeben überlassen üblich üblichen abgeordneten Adam Android angeht arbeitete Aussicht Bauch beziehungsweise
        bleibe breiten Cent cup diverse einziger Entfernung entlassen erheblich erinnere ersetzen Eröffnung fach feier
        filmen freier fremde Geheimnis geholt gelegen gemeldet gerecht gesammelt guck Göttingen Hauptsache Henry
        heutzutage Hinsicht hinweg höchstens insofern jo Julia Kassel Kiel Kohle kritisch künftig Linien längere
        menschlichen müsst Oberfläche Opposition Option Pkw Rainer rechtzeitig Rheinland rosa Sand Schatz schickt
        Schmerz Schäden schätzen schönsten stattfinden stärken tanz Tatort Temperaturen testen time umgekehrt verdacht
        verrückt Verteidigung wisst ärger überraschend aktive altes angegriffen angelegt beliebt Beratung Bernhard
        berücksichtigt Beteiligung Braunschweig britischen Center Charles decke eigentliche Einkommen entfernen
        entwickelte Erdogan erfolgte erreichte Existenz feiert festen Fokus forscher games gefolgt gelegentlich
        Geschäftsführer gestartet Glückwunsch Hafen haha He inkl kauft lernt Magdeburg Nationen preussen Rezept sa
        schiessen Spannung Trennung träume typisch verbessert Verbreitung verliebt Veränderung Wahnsinn Weber wenden
        wünscht abgeben aktiven Arschloch Australien Barbara bedroht berge berufen betreiben Bewertung Bielefeld
        Bischof blauen britische Chaos definiert deines dichter ergänzt erlauben Ersatz Erweiterung existieren feind
        Flügel Franzosen fur Gebrauch gefordert gehst genaue geringer Haufen Haushalt Herrschaft hierfür Hotels
        jüdischen Kategorien Kindheit knie Kontext Krebs Lady Leidenschaft lokalen master miete Militär Mitarbeitern
        mobile Mond nackt nee Ohr peinlich planen politischer Potsdam Rathaus richtet Rose Schriftsteller Sprecher
        stahl tiefer tolles verbindet verschwunden verteidigen vorkommen Vorschläge Wörter Zitat Zoll öffnet überleben
        überlegt überprüfen Alex alternativen Anhalt aufnahmen ausgestattet befand Bereiche Box Branche demnächst Don
        durchs dürften erfolgreiche Eva event fein Fernseher Fisch fit Galerie gebiete gefördert grossem heftig
        Herausforderung herzog Joseph Justiz Kampagne konkrete korrekt Krone laufenden Lebensmittel Level Lisa Louis
        menschliche Migranten oftmals pr Priester präsentieren Regensburg Russen schätze siegen sozial Staates Stock
        technisch Tieren träger tränen unrecht vierte Villa voran Wahlkampf werdet wählt üben Aachen ad angesprochen
        angezeigt Anne Arbeitnehmer Architektur Auseinandersetzung ausgerechnet ausgesetzt Bach Bachelor begründet
        beschreiben Bundes Chor chris darstellt date day del demokratischen echter einkaufen einstellen enge
        erwachsenen erzeugt erzielt Faktoren Feinde feststellen Flächen frühere führten gedreht gefeiert Gemüse
        gerettet gewinne gewusst Golf Graz Haft Heft hinsichtlich Hitze home Händler italienischen Kanada kenn krass
        Krieges kurt Käse landen lebte Logo Nation nationale nich Physik Planeten Portal profitieren reifen Riesen
        Rudolf Salz sauer schiffe Schleswig shirt Singles Situationen spannende spö streng stört trennen umsonst
        vorgenommen wandel weite wieviel wovon würd zentralen ähnlichen Österreicher Übernahme anlässlich Annahme
        anzeigen aufgefallen aufgehoben Ausländer Befehl Behörde Bein Berater Betrag Betriebe Bibel dumme Durchschnitt
        Ehefrau eigentlichen einander einziges entdecken entscheidend erfolgreichen erstaunlich eurer finanzielle
        gerufen gesichert Gipfel gr grüsse harten intensiv Jack jüngeren klang Königs lacht lecker Löwen Manfred
        Mathematik Mercedes mitnehmen Motivation natürliche net Neubau Pfalz Prinzessin probieren Profi quatsch reihen
        römischen Schrift schwarzer seht Serien spezielle Steine strecken Technologie teilnehmen Tests unterlagen
        ursprünglichen verbinden Vereinigung Verletzung verlässt wars weinen Zeitungen zweier Zähne Afghanistan
        Aspekte ausgeführt Ausstattung beeinflusst begrenzt Beschluss Bestandteil bestehende beweise brechen bricht
        Brüssel Demo Drama ehren empfangen Entstehung erlangen evangelischen gebieten gefangen gerechnet
        gesellschaftlichen geworfen Günter Halbfinale Herbert iphone Jagd Kenntnis klage Kloster klären Kollege
        Konferenz konzentrieren kürzlich male massiv Mexiko mitteln Momente Mädels Objekt Patrick Polizist ran Rande
        rasch Reaktionen seitens solches spontan Stars Szenen teilt Terroristen treibt Türken verantwortlichen
        verraten verständlich vollen Vordergrund vögel Wahrscheinlichkeit Weltmeister Zone zweites Alfred angekündigt
        angewiesen Anton Austausch bedingt Belgien bergen beschränkt blaue block Bochum Dialog Diskussionen dunkle ed
        Einheiten einnahmen erhielten erhältlich errichtet erzählte Fassung fliegt frische füssen geschenkt geschützt
        Grab Hd hell hsv hübsch Institutionen investieren irgend Jahrzehnte jenseits Kabel kim Kleid Küste Landtag
        lädt marco mega messen natürlichen negative Note Pizza Provinz Redaktion räumen schneiden Schülern Sekunde
        seltsam Set Signal sog sprich stoppen Symbol traditionellen trocken Unsinn unterscheidet Update verlängert
        versteckt versteh vgl vi Vorlage Vorschriften wünschte äussern Ablauf abschied anrufen Ansichten are Arena
        austria bedient begleiten beraten bereitet bewertet Bewusstsein Buchstaben christlichen dfb digitale dreimal
        Eigentum Erwartungen finanziellen finanziert Flüchtlingen fuck geboten geleistet geliefert Generationen
        geringen geschlafen griechischen Hahn hiermit hunderte Idioten konkreten kontrolliert Krankheiten Kumpel liege
        lokale Marc Marx Microsoft Mittag Motiv muster national Parkplatz Partie Porno Protest raten riesige riesigen
        Schlacht späten tel Tourismus Transport typische türkische unbekannt Verhältnisse vermitteln vermittelt
        versetzt Vielfalt Virus Voraussetzung wichtiges Widerspruch wlan wussten zeigten zerstören zugänglich Affäre
        anerkannt angehörigen angenehm angriffe aufgegeben bat beachten befreit belegen besonderer bestanden bestens
        Briefe Ch Christus daheim digital Dreck dunklen Durchführung dvd einig Entschuldigung erfährt erzielte
        festgelegt fühlte geprüft geringe gewünscht goldene Grundstück gutem hinterlassen Index isst Kasse
        Kindergarten Kindes Knochen kontrollieren Kriterien kämpfe Laune leitet Logik medizinische mengen mike
        Mittelalter neuem Olympia Onkel Pokal Propaganda Qualifikation quer re rechtlichen Regisseur reiche Rio samt
        sarah schlechtes schulter senden speziellen streifen Stuhl Talent Tickets vertraut Verträge vorhandenen
        Vorwurf Ware weibliche wetten wonach wurzeln Wut wüsste Zinsen übers Abstimmung Anruf Armut beantwortet
        begriffe brach brauchte decken derart Dokumente dorthin Dänemark einverstanden entspannt Ermittlungen erzielen
        fern First folgendes gefasst gelebt genossen Gerichte geschah Geschenke grand group Grundschule heil Holstein
        house Immobilien klagen klaren Klassiker konkret kritische leo Lippen Meldung ms Muslime nebenbei nö off plant
        Power Reform schaue scheitern Spieltag spreche Sätze Ticket toller träumen Verordnung versprochen werken wies
        wirkte woran wunderschön ähnliches übernahm abkommen Agentur Andrea Argumente aufgeben Ausführung billig blind
        Bonus brachten chinesischen content dauerhaft dieselbe Duisburg durchschnittlich ebay Ehemann eingehen Empfang
        entsprechen Erfurt erkennbar erstellen Experte fangen Fähigkeit genannte ggf Gras Günther heiraten historisch
        hohem Höhepunkt Irak Jörg Katastrophe kette langem langfristig leere legende like Madrid mangel Medikamente
        meldet mitmachen ns Obama passend Premiere reichlich richtiger rtl Sack schief Schild sichere sonstige
        springen stille städtischen tiefen Umsatz verhaftet verlegt Versammlung vorsitzende welle white William wärme
        zeichnen zitiert äh Überwachung Altstadt Ansprüche Argument beeinflussen beider Belastung berührt besorgt
        betreibt bewiesen bleib college db derselben Durchmesser durchsetzen Eigentümer Elisabeth Erhöhung Erkenntnis
        Erziehung Faktor Ford Frühling ge Geduld gefährdet gemessen geredet gezielt Gründer hattest herzlichen
        hilfreich hmm Hobby holte höchst Inseln Instrument integriert investiert katholische Kritiker Kämpfer kämpft
        kümmert letztendlich Lohn lüge Meinungen mieten Ministerium more möge nahen praktische Prozesse Psychologie
        Risiken schenken Senat sky soeben Staatsanwaltschaft starker stellten stören such Umstände untersuchen
        Ursachen Wahrnehmung weichen wende Werkstatt wiederholen zeige zogen Zunge zurzeit Ägypten abgegeben Asien
        Aufenthalt basiert begrüssen berechtigt Betreuung blätter Börse Büchern dan dicken Donald doof Empfehlung
        empfiehlt empfohlen engen Entwicklungen Ereignis erfunden Erkenntnisse ermordet erworben evtl fifa Finanzen
        fünften gebühren Genehmigung glatt Goethe grösster günstiger happy hielten Jacke jahrelang kulturelle lee
        Lehrerin medizinischen Meisterschaft Metall model modern Modus mrd Märchen nsa Oper Oscar pünktlich Ressourcen
        restlichen Roth schlicht Schwestern spielten Stephan studieren söhne Tempo Termine These Tübingen verliess
        verzichtet Vielzahl vorerst web wenn's Witze womöglich zugelassen zustande abgeordnete Action Adolf Angabe
        Ankunft anmelden Anschlag apps aufstehen ausgelöst ausnahmen Autofahrer Bayer Bestimmungen Betreiber
        bezeichnete Bill Brille Café Champions derjenige Detail deutliche diversen entschied erzeugen Fazit
        Fortsetzung gebrochen gehandelt geplanten germany gestiegen gestohlen getestet gg goldenen grau handelte
        Hollywood hurensohn Intelligenz irre Jena Journalist julian kalten kapital kennenlernen Kongress laura
        lebenden Linz Magen Mary Maul Ministerpräsident mochte Mütter Nahrung Nationalmannschaft niemandem nächster
        Obst packen Pech Piraten Portugal rechtliche Regie regionale schuldig seehofer sg sieh Skandal sms sozusagen
        spanischen Stationen stehenden streiten Tal Tendenz Terror trafen trage Treffer Tunnel Verlängerung verstecken
        verteilen vfb vorhaben vorhin weiten zugunsten zurecht Österreichs überprüft übersehen Übertragung Übung
        Abitur Akten akzeptiert anliegen aufgeführt Autorin Barcelona Begegnung Benjamin bequem Borussia br can Diesel
        dj Dokumentation drückt dt durften dusche Einschätzung erschossen exakt finanziell folgten gebunden geklärt
        geregelt Gesang gesellschaftliche gesetzlichen Halbzeit hassen Held Hütte ice infolge Investitionen
        italienische Jahrgang Jens jetzigen just kostenlose käme leichten leidet Lord Mails Maus Monster npd
        Persönlichkeit platte produzieren reduzieren religiösen Roger Schalke Schauspielerin schick schrecklich
        seither sicherer singt Sir Sound Spruch stattfindet studiert Störung Support Tempel teurer tue Ufer unklar
        unterhalb Varianten Verletzungen verwirrt warf who wilde wirtschaftlich xd Zentimeter zusammengefasst ältesten
        angepasst aufbauen aufeinander aufgeregt ausgebildet Ausgleich Auskunft Auszeichnung Beamte bearbeitet
        bedienen Berufung bestraft Bob Botschafter brennt christliche dazwischen Doktor Erfüllung Erich erwähnen esse
        express flagge forderte Fortschritt Friedhof Fuchs geleitet Gitarre Grafik ideal individuelle irgendetwas
        Jones jüdische kids Kilo klingen kompliziert Kredit kugel Kulturen Kühlschrank Major mittlere Mörder negativen
        neulich notwendigen olympischen Opa opfern Patient Richtungen Robin Roboter Roland schlimmste schmuck sicheren
        sp suchte titten Touristen Ulm umgeben Umzug ungewöhnlich Uwe verglichen vergnügen versorgt verstorbenen vorm
        what zb zeichnet Zerstörung zumeist örtlichen abnehmen abseits aha Angeles anstieg arabischen Arthur Audi
        Ausgang befreien begangen beitragen bemüht berühmten beschädigt Besetzung betreten Bewegungen burger bvb
        Chemnitz chinesische danken dauernd Daumen dementsprechend demokratische Distanz end Entwickler Erkrankung
        Erlebnis erstens events Gedichte gen geplante geschossen gewachsen gleicher good grösstenteils Hauptbahnhof
        Interpretation Jakob jünger keineswegs Klavier konsequent kräftig lokal Luxemburg Mac Maler Marken Materialien
        Merkmale Motorrad music männliche ned Niederlande niedrigen night Norwegen Objekte Panik Phänomen prima
        Programme reiner religiöse Schokolade schreien Schröder schwieriger special typischen Unabhängigkeit
        unbekannte verbreiten verfügen vermutet Verteilung voneinander wandern waschen welch werten wette Wohnzimmer
        Wuppertal Zellen zusätzlichen Adler Alice Angelegenheit angestellten Anmeldung Arbeitsplätze Auffassung
        aufzunehmen ausgegangen Ausschuss Balkon begegnet bereiten berichtete Beschwerden bewahren bogen Busse einzeln
        enorm entscheidende erbe erhöhte erleichtert ermitteln ertragen etliche Faust festgenommen Fonds formuliert
        führenden Führerschein gelandet gepostet gestanden gestört geteilt getrunken Gutachten Güte Hagen Harald
        Helfer Hinblick Holland how Jazz joe Kader Koffer kulturellen kurzfristig li Lob Luxus massnahme
        Menschenrechte mi mitunter Monats mächtig nachgewiesen neuesten Neustadt niedriger notwendige orf phil Porsche
        preisen Radfahrer ray Reichweite Rolf Rostock Rücktritt Schlafzimmer schnellen schönste si sollst soziales
        spanisch Stadtteil stream Symptome Treppe Turm unbekannten untergebracht Verbraucher Verfolgung Verluste
        verschwindet verwandten wenigsten wesentliche woanders zugriff zuständigen zweitens Albrecht Aspekt ausgewählt
        aussenminister Bande Bearbeitung bekannter ber Beschäftigung bewerben bisherige Boy butter Bündnis dauerte
        Dennis digitalen Dom down durchschnittliche eg Eintracht engagiert ergab eric Erkrankungen erwarte Fabrik
        fehlende Ferien fresse gebrauchen Gegenstand Gegenstände gehörten gelbe gemerkt habs halbes Handbuch Haupt
        hinweisen Hirn Interviews irgendeine japanische Kammer kennengelernt Konrad Konzentration Konzerte köpfe lg
        liegenden längeren Marcel Massen Mitteilung männlichen Noten organisieren Pfund Profis Rettung Sam schiesst
        Schlampe schoss Schreibtisch setzten Sophie Sportler stabil Standards strich Tante theoretisch Tirol traten
        Umbau Universitäten verbracht vereinen Verpflichtung Volkes vorwiegend Vorwürfe wahnsinnig wahrgenommen warnt
        weiblichen weisser Weiterbildung Winkel Wolfsburg zuviel zwingen äusserungen Übergang Überzeugung Ablehnung
        Alpen Bart bayerische Beck Becker Behauptung bekämpfen berechnet Berichterstattung beschäftigte beschäftigten
        Bilanz blicken blue Budget Bürgern Demonstranten Doppel Element endete erfordert erheben erledigen erreichbar
        fake fielen fische fpö gefüllt Gemälde Gesichter global Hoffmann Hosen if ignorieren Instrumente irgendein
        Kameras kehrt know Konstruktion Kurse Laptop Leipziger leiten mancher marcus Mieter miss Moderator
        Notwendigkeit nunmehr Paderborn Rauch Reiter rätsel Schicht schmecken seltener Springer Sprung Supermarkt
        tafel Tennis unendlich Unglück unnötig unterschreiben Ursprung verlaufen verpassen verwandelt veröffentlichen
        Vorgänger vorliegen wider Wolken wütend zugeben zwanzig Akt angestellt anziehen Arnold Aufregung Aufstellung
        ausprobieren bahnen Bedrohung begegnen Beinen beleidigt benötigen Bestätigung beute binnen bittet Blödsinn
        Boss Check Claudia dax din Dokument drum eingeschränkt Eintrag entschlossen Erhebung eurem fing Flaschen
        Früchte Funk füllen fürchten gb gefreut geklappt Gestalt gewartet gewöhnt giessen Gregor Götter half Handwerk
        herrlich hot il individuellen installiert Instituts jüngere Kalender Kfz Klub Kompetenz kreisen kw Käufer
        leeren liberalen make manuel mithilfe Moral non Office Pilot pleite Prag probe Regime regional regionalen
        reiches rüber Saal Schande Scheibe Schonmal schreib schützt sed Solo Susanne Texten Theologie traditionelle
        unsicher unterm verbieten verteidigt Vorfeld vorsitzenden weitem Werder wilden Wissenschaften Wände absoluten
        Allianz american anzusehen Asyl aufpassen ausführlich ausgebaut ausgegeben ausländische Ausrüstung Basketball
        Bestimmung betroffene beurteilen Diagnose doppelte dortigen ehemaliger eingegangen Emotionen entschuldigen
        erteilt feine gemein genial gerichtet gesunde girl green herausgegeben hierher hol Höhle id Image jüngsten
        Kanzler Katharina Konflikte konzentriert Konzern Leiche matt may Medium Michel Mitgliedschaft monatlich
        neugierig niedrig offener orange Orchester Part Performance pierre Piloten polnischen proben Rechtsanwalt
        Route sagten schlau schock school schwanger schwul selbe setze sexuelle siege Sofa Soldat Spektrum Spielern
        spätere Steve Taxi traditionell trainieren trainiert treu Trier tropfen Vereinbarung verletzte vermuten
        verschoben verstehst vllt Volker wechselt whatsapp zeuge Zoo älteste Abendessen abwarten Akku angeschlossen
        Arbeitsplatz ausländischen Axel Bedürfnisse Begleitung beinhaltet besuchte bevorzugt Briten Clubs coach drehte
        dutzend Einblick Einzelfall Emma entwickelten Episode erfreut erhebliche erläutert fahr fehlte festhalten
        Fitness fliesst Florian Genuss geriet Geruch geschaut geschätzt Grafen grossartige Gästen Handlungen have hebt
        heimlich hingewiesen hob hohes hr Häusern identifizieren interessierte Kandidat Kanzlerin kaufe Kennzeichen
        kommende konservativen lukas Marine mg militärischen missbrauch Mittagessen Motive musikalische nenne nervt
        Norbert obere Opel pack Panzer Penis Pool premium Präsentation rate Rechner Regelungen Regierungen reichte
        reife Reihenfolge reinen Reis Rekord Samsung Sau Schrank smith sonstigen sozialer Spiels steigern stiess
        streichen times Todes treue Trick täglichen untereinander vergleichsweise Verkäufer verspricht versuchten
        Vision vorgaben vorgeschlagen wehren wenns wissenschaftlich wohne Zelle ali angemeldet angemessen ankommt
        anlegen attraktiv aufgelöst aufgewachsen Aufruf bedeckt beeindruckt Benzin bewerten book Bruno Brücken Camp
        chr Christine data denkbar Dienstleistungen drinnen ebenen echtes ecken eigenem elektrische Empfänger
        Experiment fleissig freilich freiwillige fressen fuhren furchtbar gebt Gedächtnis geflogen gelangt geradezu
        gesetzlich gesunden gewährt gewöhnlich heran hervorragend illegal Inhaber inhaltlich internationaler
        islamischen Jesu Kalifornien kalte komplex Konstanz kranke kranken kreise körperliche Lieferung line
        Mecklenburg Nachbar Nachbarschaft nass nirgends Norm normaler passende pflanze problemlos public Queen
        Reinhard Reporter riecht schaffst schaffte schieben schlimmsten schläft science scott Smartphones Solidarität
        Sowjetunion Sozialismus Spielzeug startete Student südlich teilte Toilette Toleranz trauer umfangreiche
        Universum ursprüngliche vollständige vorbereiten Warnung wiesen wird's wundern wüste zeitweise Zusammenfassung
        äusseren Agenda Amsterdam andré angehörige Angelegenheiten anklage Architekten Begeisterung beruht
        Berücksichtigung berühmte beweist Bewerbung biete Bremer damalige derartige derer Designer Donau edward
        einzelner Einzug Eisen Energien Erhalt Erlaubnis eröffnen Fotografie friedlich gefährliche geklaut gekostet
        gelben gemütlich geniesst gescheitert Gesetzes gesetzliche gesorgt getrieben girls Gramm Handwerker heben heut
        Hit Hochschulen ignoriert instagram Irland jenen Jury Kartoffeln Katalog Kenntnisse klarer kriegst landet
        lebendig liebes lies lustige Lärm Maske Mathe mehrerer melde metal militärische moritz Nebel netflix
        Niederlanden nirgendwo nördlich nützlich obersten Ofen Orientierung praktischen Produkten Protokoll rasen
        rechtlich Rumänien Sabine Seminar Senioren Sicherung sinkt Sklaven spanische Spielzeit stehst Stellungnahme
        Sängerin trauen tust unabhängige untere verfasst vergisst verliehen verläuft vernünftig vertritt Völker
        wunderbare yeah zusammenhänge zwang ähm öfters überlebt absolviert Anblick anfragen Anleitung anstelle
        aufhalten ausgelegt ausmass Bands Bargeld Bauarbeiten Bemühungen berücksichtigen brd bring Bronze Brunnen
        Charlotte Chicago Comic Datenbank Datenschutz Dirk durchführen einstieg Einsätze empfinden enger erfuhr
        Errichtung erwachsen Ethik europe frühe gedenken Gedicht gekennzeichnet geladen gelegenen geliebt
        geschlossenen get getreten graben Gutschein hartz hg i'm interessanter jackson Jerusalem Junior klick klug
        Kommunen kompletten konstant kritischen Leib letzteres Luther malen massgeblich massive Mitleid motiviert
        nachhaltig Nachteile Nachweis nachweisen Nachwuchs nick nimmst ober oberhalb Partien platten Pol
        Pressemitteilung realisiert registriert reiten Rentner Sanktionen schichten Schlange Schwein schwächen Siemens
        sinken springt Stamm Staub stossen Strauss Südafrika Tagebuch Taschen Teppich Truppe twitch umfassende
        unangenehm unterschiedlicher verabschiedet verdienst vergleichbar vermissen verschaffen verzweifelt
        veröffentlichte veröffentlichten vorwärts Wall wiedersehen Wille Zeichnungen zurückkehren abholen Alarm
        angeordnet angerufen Argentinien Asylbewerber Auflagen Ausrichtung back bauten beauftragt befasst begannen
        begrüsst bekamen betrunken Bezahlung bildete blasen Bundesländern Bäumen Cover Datei Digitalisierung Diktatur
        dna doc don't dreier Dunkelheit Duo Engländer entscheidenden ey faul Feedback Fieber finanzieren flach
        Flugzeuge Fortschritte Frist Fürst Gattung gelingen genügt Gesellschaften gesteckt Gewerbe Gewerkschaften
        gewiss grob grössen Haaren Hektar Herausforderungen herunter Hugo identifiziert ig immernoch Innsbruck
        Investoren Italiener Jeans jegliche Journal Kai Kapitalismus Kuss kürze lebten Leder lena lernte Leverkusen
        Lübeck Malerei nachträglich Paradies pflegen Ralf rechnet Salat Scherz Schwert Sehnsucht senken Ski son sorgte
        starben steh Steigerung Stoffe Teenager Tätigkeiten unterbrochen unterrichtet Veranstalter veranstaltet
        verbundenen vermehrt Vernunft versagt versichert weine wuchs wundert Wurst Zahlung zulassen zustimmen ankommen
        Anteile antreten Arbeitsmarkt Athen aufgehört aufzubauen ausgerichtet bedeutende Behinderung beruhigt
        beschloss bgb billiger blöde brennen bringe bundesweit Bürgerkrieg Christentum Christi circa cloud Cola costa
        Demonstration Disziplin Download Duell dünn eingetragen einigermassen Elite Energiewende Entdeckung erreichten
        erwerben Felder Ferdinand fette filter flotte Frankreichs freiwilligen frischen fröhlich gaming garnicht
        Gebäudes gedauert geheimen Getränke gewarnt gewidmet ginge günstige Güter hasst Heer hl Horn ideale Informatik
        irgendjemand Istanbul Kleider Knast Konsequenz Konzepte Kälte Königreich Kündigung Labor listen logisch
        Migration mitbekommen mitgenommen Mittelmeer Mitternacht Museen musikalischen neueste nice nutze nötigen
        Osnabrück Ostsee over paare Partnerschaft preussischen Rache Restaurants Resultat Rosen russisch schickte
        schwäche Sohnes Sparkasse starkes Straftaten stufen Störungen stösst suchst südlichen Teller Transparenz
        Trends umsetzen Untergang unterschieden vermisse Verstärkung vielfach vorübergehend Weimar weitaus wellen wg
        wärst zeig zentral ziehe zielen öffentlicher ac andern andre Anordnung anstrengend antwortet Ass Becken
        bemühen benachbarten Beobachtung Berechnung besorgen Besserung Bestellung bestätigte Bildschirm braut
        Charaktere eingebaut Eishockey Elbe Ensemble evangelische extreme feierte festgehalten fliehen fördert fünfte
        Gastgeber gefangenen geglaubt gehöre Gemeinderat genauen geschnitten gewollt Handys haushalte Hintern
        häufigsten isbn japanischen Kaufmann Koblenz kurve langsamer Lars Leinwand Lücke Marathon Mars mauern meiste
        merkwürdig minus Mix Muskeln Nachteil nehmt netter Nina Notfall Papiere Pariser Perspektiven persönlicher
        Quote Rückzug schreit schriftlich security Segen stehende Stift stop taucht tauschen Telefonnummer Töchter
        uber united Urkunde verdanken vereinbart versagen Versionen vertrieb verwendeten vfl Volumen Vorfall
        vorhandene Vorsprung Vorträge warnen wiese Williams zeitlich Zustände Überlegungen überwinden abfahrt
        abgebrochen Abwehr Aktie alternativ Amtszeit angeben anhören ann annähernd Anpassung anschliessen anwesend
        anzunehmen Atem auffällig aufstellen Ausflug ausgeben Auswertung Bamberg beach begreifen bekanntlich belastet
        benannt beruflich beruflichen betreut Bombe boxen buchen Buches Carlos Chinesen Crew Diebstahl Dietrich
        einheimischen Einschränkungen Empfehlungen entdeckte erben Erscheinung Erzählung fasst ferne Films folgender
        football freu gedrückt geistig Gepäck Gerüchte Geschwister gewechselt gezahlt gezählt geäussert grauen
        griechische grossvater gustav hab's Helm herstellen Historiker hä Hügel Ingenieur Innenminister jonas Junioren
        Kapelle Klo Kreises königlichen Landgericht lerne letztere Linux Lizenz match Mindestlohn Möbel münzen nehm
        oberste Ostern Podcast probiert Reserve Ruhestand Rücksicht Saudi schaffe Schwangerschaft Schülerinnen
        sportliche studierte stärksten Tablet technischer Testament Texas Thailand tony Tricks trinkt tsv university
        verarbeitet vereint Vermieter Vermittlung versorgen verursachen Viertelfinale vorliegt war's Werkzeug
        wertvolle wirkliche wunderschöne Zigaretten überschritten übliche Übungen Affen Andy angeschaut anpassen
        Anwesenheit Anzeichen Arbeitslosigkeit ausdrücken ausgenommen backen Bass bedanken beeindruckend Befreiung
        Belohnung bi bitter btw Bundesland bunt bunte Effekte einfallen Einleitung Einschränkung empfehle Enkel
        Ergänzung errichten erweitern Fakt Fantasie fehlenden Finnland Francisco fähig Genf gestossen Gnade gänzlich
        Handball Hauptmann ikea illegale interessantes interne Ironie Julius jüngste Klamotten Kommando kommentiert
        Kopie Korrektur Künstlerin Landesregierung led lege lehren look ländlichen Marktplatz men Minderheit
        mitgeteilt mitteilen moderner Muschi nervös netten Nächte Oldenburg pflichten primär Projekten Proteste Rabatt
        Rasse regelmässige reissen Römer Saarland Sanierung satt Schein Schuh schultern schwierige Siegfried smart
        Socken Staats Stadtrat stetig Stirn str Stuttgarter stürzen sz Tasse Tobias Topf trugen tötet unfassbar
        unwahrscheinlich Verfassungsschutz verwandte Victor vol Vorjahr Welten Weltmeisterschaft Wikipedia Wissens
        Zeilen zettel Zuschauern überaus überraschen übertrieben abgenommen Alters antike Apotheke aufweisen
        Ausführungen ausgedrückt ausmachen begraben behindert besass bestehend besuche blockiert brown Bruch but
        christopher coole Denkmal deutschsprachigen diente dokumentiert drohen Echo effektiv Einstellungen entspannen
        Erfindung Ergebnissen erhebt erik erkannte europäischer Ewigkeit Exemplare Explosion Fahrzeugen Felsen flammen
        Flecken Freundinnen fühl Garage Gerd grüssen gültig günstigen Hall hinzugefügt Honig hübsche individuell
        Islamisten Jacob Jubiläum Kasten Kita Komponenten küssen legal leon little löcher markiert massiven Meldungen
        mobil Nationalsozialismus nominiert nsu nördlichen orientiert passenden Plastik politisches Prüfungen ringe
        royal Russlands Samen schwache schwachen sechsten solltet Sorte spende Staatsanwalt Teilnehmern Thüringer
        unglücklich Unterkunft Venedig Verbrecher verhält verkaufe verlegen Vermutung vernichtet verschieben Väter
        weich westliche Zaun Zeitalter zukommen zulässig zurückzuführen zwingend zwischendurch Abbau Abhängigkeit
        Abschaffung allmählich Anbau angestellte Antifa Ausbruch Auseinandersetzungen ausgeht Baustelle begriffen
        Beleuchtung Benutzung berühmt berühren besprochen beteiligen betragen Bewerber blase blicke breiter bremsen
        Bull Couch Dankeschön dat demonstrieren deutlicher duschen Einbruch einzusetzen Erdbeben ernannt faden Fahne
        fester fliessen Flur Garantie gegeneinander geheime geister gesungen gewählten glaubte gärten hessischen html
        identisch Ideologie ios ip iss Johnson keinesfalls kleinste Kuh Kärnten lehnt Liebhaber long manches Mantel
        Maximilian mayer Mediziner merke mitbringen Märkte nachgedacht nachkommen now nummern objektiv Offizier old
        Optionen Passwort persönliches porn positives Pressekonferenz Rebellen rechter rechtfertigen richtete riesig
        ross sch scharfe schwierigen schwule sexuellen shit sinnlos sorgfältig spitzen Stabilität stattgefunden store
        strafen style ständige tatsächlichen Taylor uk unverändert vergehen Verhandlung vorgelegt wdr werben Willi
        wirtschafts wolltest Wäsche young zelt Zulassung Zusammensetzung Öffnung abgesagt Aktivität aktualisiert
        Amateur analog Anfänger Ansätze Anwendungen Apfel Architekt atmen Aufführung aufkommen aufrecht Auftritte
        ausgestellt award befanden begeben beherrschen beigetragen Bereitschaft Betracht bitcoin brüste Bundesrat dark
        Debüt dieselben durcheinander durchgesetzt eingriff Einwohnern Eisenbahn emotional est Europäer fantasy fox
        führe fürchte gerissen gestrichen gibst gruss guckt heller Hemd Herausgeber hofft Holocaust Idiot indirekt
        Ingolstadt Institution interessanten italienisch Jahrhunderte jänner ka Kanton kehrte Klimawandel knoten
        komische komplexe kreativ kritisieren körperlich Körpers lebende Lebensjahr locken löste Messung Mythos
        niedrige Nikolaus nötige oberst Orden os Passagiere Planet Plätzen polnische Praktikum prinzipiell Prinzipien
        professionell Prognose psychische qualifiziert realen regelmässigen Richtlinien riss Rucksack saint Satire
        schicke schrecken schreibst Schwaben Schwachsinn Semester stich Sven süssen ten Tiger traurige trinke
        Tschechien ueber umfassenden umgehend unabhängigen Ursula verletzen vermute verschieden Vertretern verweist
        vorfahren Vorgang Vormittag wa weitergehen wendet zieh Zielgruppe zugrunde abgestimmt abstieg Abzug achte
        angehen Anleger Arabien auftauchen ausführliche Ausstellungen Auszug ba Babys begründete Bekämpfung belege
        beschweren besiegt besprechen binden Blüten Boris brav Browser Bundestagswahl bunten daily dance denselben
        Dresdner elektronische erforderlichen erheblichen erhöhten erwiesen erwähnte eröffnete Fakultät Fang Fingern
        fix Flüchtling Formulierung führende Gebäuden gekämpft Gift gleichermassen Griechen Grundgesetz haken
        herzustellen hierzulande hässlich ichs Institute integrieren irgendeiner jagen Jim Jochen Journalismus Jura
        kacke Kilometern Kopfschmerzen Korruption kotzen Kreativität Kroatien Könige künstliche Ladung Landrat lauten
        Leichen leistet lewis linker Medaille mitgebracht Mönchengladbach nachvollziehen Neuigkeiten Palast
        Persönlichkeiten point Reformen Religionen Report Reste Review Rhythmus roter römische Safe Saft sassen
        schalten Scheidung schienen Schweine Sony Sorten sportlich Statistiken Sätzen Tatsachen Techniker Theodor
        Toren tödlich töne unheimlich unterschrieben ur vereinten Vergewaltigung vergleiche verkehrt verweigert vollem
        vorab Vorbereitungen vorkommt Vorpommern warmen worum Zeitschriften zuhören zusammengestellt Übersetzer
        abgeholt absichtlich Abt Abwechslung alpha Amtsgericht ansprechen aufgerufen aufl Ausblick Bakterien Bedingung
        benutze berufliche Beschwerde Bosch Brötchen Busch bw bürgerlichen Campus dating Depression deutet Dinger
        Diskriminierung dreh Durchbruch durchzuführen Eigenschaft eingenommen einnehmen elektrischen email english
        entschuldigt erinnerte focus fremd fun gemeinsames gestattet globalen gründlich Heide Heizung Hertha Highlight
        hinteren hip Hoffnungen Hubert jenem jeweilige Jungfrau jährlichen Kameraden konfrontiert Konsum Krieger
        Kurden künstlerischen kürzer laute leitete light Mailand mangels Marburg Marsch Meilen miller missbraucht
        Moschee Musical männlich Nichtmal Offenbach Oskar Petra pp richtiges rufe sanft scheiterte Schädel Schäfer
        Sehenswürdigkeiten Selbstmord shirts Spanier Standpunkt Stellvertreter Sturz te tommy Ulrike unentschieden ups
        verbrannt Verbände verhandeln verrät verschiedensten Verteidiger victoria vollendet vorbehalten warme Weisheit
        widersprechen wissenschaftlicher äussere äussert östlichen Überprüfung about absoluter aggressiv Ankündigung
        Antisemitismus anwenden Anzug Asche aufgefordert Auftakt ausfallen Ausgangspunkt befürchten bemerkenswert
        bemerkte berufe beten Betrachtung Bienen boten braune brutal Bär chemische Christ Clinton cum dei Demokraten
        Dimension Doku dummen Dörfer eignen eingeleitet Einkauf einsteigen erfolgreicher Erhaltung erlebte fa
        Favoriten faz Ferrari food france fred frühzeitig gefickt geistigen geliebten genehmigt gewannen Gewerkschaft
        gewisser Glanz Gottesdienst grundlegende grösserer grösseres Hardware Hartmann hat's hau Helene here
        Hintergründe inmitten inne Insekten interpretiert irgendwer jonathan justin klappen klauen Knopf konservative
        Kreuzung Kriminalität künstlerische lande Lebenslauf lehnte meins Meinungsfreiheit Neckar Nils nutzte
        organisierte people Phasen Po Politikern Potenzial problematisch professionelle rapper Recherche Rechnungen
        regiert regt reisst rettet ringen Roma rückt Santa Seelen selbstständig Sendungen Sonnenschein Sprüche state
        Statement Sternen ständigen teure Theorien tl Trio Unterschrift verdächtigen vergewaltigt verlief Versand
        verschwand viktor voraussichtlich vornehmen wandte way Weiterentwicklung widmen wunden Zimmermann zukünftig
        zukünftige zukünftigen Ära üblicherweise ak analysiert anonym antrieb Applaus Aufträge ausführen bedeutete
        Bedürfnis befördert Benz Beobachter beseitigen besetzten bildeten darzustellen Dummheit easy eingreifen
        einladen Einzel entgehen erneuert erstreckt exklusiv explizit Fassade fire Forschungen fortgesetzt Fusion
        futter ganzer gedruckt geeignete geeigneten gefehlt geltend gereicht Grammatik Haltestelle hamilton Hardcore
        hauen Haustür hinauf historischer ho Hubschrauber Höhen indes Innovation jennifer juristische kehren keines
        kleinsten Kohl label Lampe Lothar lucas Manchester massstab Melodie mind mutig Mängel nebenan Nicole
        Nürnberger Oberbürgermeister Oberliga Orgel pauli permanent Player Potential putzen Rohr Salzburger Sandra
        Schlagzeilen schlimme seinerzeit sonntags spazieren sprichst Standorte std Steiermark stillen Substanz Suppe
        süsser tagsüber tägliche umfangreichen Umfragen Umstand unterstellt usb Verbesserungen Vertretung verwiesen
        verzeichnet verzicht vii wechselte Wiederholung wieviele wilson win wohn Wortes worüber wunderschönen Währung
        Zeichnung zugeordnet Zügen Abgabe Akteure aktueller Aldi anal Analysen angehört angesagt angewendet angezogen
        anime Antonio Anträge Anwälte Aufhebung aufstand Aufzeichnungen aussprechen ausüben Baron Bayreuth beachtet
        beantragen bedacht befragten belegte benehmen Berger Besuchern betonen betonte betreffen betten Blitz Boys
        brian Bundesamt Bundesländer Bände call Charlie cia Disney Düsseldorfer eingezogen entnehmen erfassen ergänzen
        ernte Erzählungen etabliert Evolution Faschismus feinen full Fürsten gab's geistige gelacht Geräten
        geschlossene Gesetzen gespeichert gewähren gewährleistet gezeichnet glücklicherweise grossmutter grüner hamm
        helle hill Hits indischen ing internen Internetseite Jahreszeit jap jedesmal johanna Juristen Kater ki
        Kirchengemeinde Kiste Kollegin Kommissar Komödie kriminelle kündigt Künstlern lagern leg liefen lit low Made
        Magie Materie mia Miami Mobilität nachfolgenden nackte nu offensive optimal ordentlichen Panorama perfekten
        Plänen Premier Problematik Präsenz prüft pur Raketen Reichtum Rezension road Rundfunk Rückseite sammelt sang
        Schafe Schuljahr schwedischen Sektor Senator Siegel Spaziergang speicher Stichwort städtische Stürmer sur Takt
        tauchen telefonieren Tokio Trikot türkischer umzusetzen uno vegas verabschieden Verarbeitung verbrennen
        Verkehrsunfall verleihen Verlierer Versicherungen Verspätung verwandeln verwandt verweisen vorderen wachsenden
        wecken work wöchentlich würdet Zahn Zivilisten zweit überfordert Achse afrikanischen allgemeines Ampel
        Anführer ausmacht ausprobiert aussuchen befassen Begleiter beherrscht Beleidigung bgh Biologie case Chefin
        claus Clemens Darstellungen deckt desselben Diensten direkter Dunkeln ehemals einsam eintreten entworfen
        Erholung erleichtern erstaunt Erwin Festivals feucht Filiale Flieger flog Florida Flüge Fotograf fu geehrt
        gefährlichen gefährlicher gesendet gewaltig gleiches got han Harz Hausaufgaben heimischen Herrscher hole
        Horizont Instanz Investition ipad Isis Japaner Kommandant kommunizieren Kompetenzen Kräften köpfen künftigen
        Landtagswahl langes lieferte liegende Läden maximale Motoren Museums mächtigen nachmittags Nacken nagel
        normales Normen Operationen orientieren parken Peking pink Quartal Rahmenbedingungen rap reale Richtlinie
        sammelte sankt Sauerstoff Schach Scholz seltsame Serbien space sperren sprang staatlich Steuerung Studiums
        systematisch Talk tweet Uhrzeit Umstellung unzählige url ver vergiss verletzten vorherigen Weiber weswegen
        Wohlstand Wohnraum Zeile zeitgleich Zorn zusehen zuständige zwischenzeitlich zählte überflüssig überwacht
        Abbildung abgesetzt Abo abschliessend aktiviert Aktivisten angeklagten angesetzt angetan antwortete anwesenden
        Arbeitszeit assad audio ausgesucht Ausweis bearbeiten befestigt begehen bestimmter betreffenden Bindung
        Bodensee Bomben bräuchte Comeback dead definieren Demonstrationen Diener Display Dissertation Drehbuch drucken
        Drucker eindrücke eingehalten Einigung elend engagierte Enttäuschung ep Erwerb european Fass Festung
        Flüssigkeit Gebet gedeckt gefertigt gefährden gegebenenfalls Gegenzug gekocht gepackt gepflegt gerechtfertigt
        Gesetzgeber geweckt gewährleisten haltet hintereinander hätt ich's illegalen Infektion intensive
        interessierten irren it's jenes johnny klappe Klimaschutz Kommunisten Kredite Krimi kv kündigen langjährige
        Läufer Mafia med mo Mutti Osteuropa pegida Pornos Prinzen Priorität Privatsphäre Problems Produzenten
        Programms realistisch reicher Reinigung ruhiger Schaffung schliesse Schottland Schwarzwald schämen Schüsse
        Signale skeptisch Sozialdemokraten sozialistischen spart Steuerzahler stimmte stärkste sächsischen Taktik
        thread Thron timo tschüss two verbergen verbrauch vergeblich vergleicht Verpflichtungen Vietnam vincent
        vollständigen Vorlesungen vr wat Weib weiblich weitermachen wertvoll westlich wirklichen wirksam Workshop xxx
        Yorker zahle zueinander zwingt Ängste äusserte überfallen abgebaut abschliessen absurd Abteilungen Abwesenheit
        Akzeptanz alan allesamt angegebenen Angreifer anschliessenden anstellen Anweisungen anzubieten Artikeln
        aufgetaucht Aufsatz ausgetragen beantragt Beiträgen Benutzer beseitigt besetzen Besonderheiten bewirken bravo
        Brett buche bucht Bulgarien Cannabis captain challenge channel Chips Deckung dichte dicker diego Diplom
        Division drängen Dynamik einfaches elizabeth engagieren entstandenen erden Erdgeschoss Erlebnisse Exemplar
        falscher family Favorit fickt folglich fraglich Gabe gekündigt geltenden gemalt globale glückliche herrschte
        hervorragende Horror Iris Jahrhunderten jay jenny Jude Kanäle Karin ketten Kissen Komponisten kontinuierlich
        kz Leber Lehrern Londoner Lutz Meier nachfolge namentlich Neumann Organe packt Parlaments Pension Pfosten
        Porto pour profitiert Ralph Rechtsprechung reist Ruhr Ruhrgebiet russischer Räder Rückgang Rückstand rückwärts
        Sauna schadet Schiedsrichter Schreiber schritten Seen seltene speed Stau suchten Sun Systemen Tageszeitung
        Tastatur teilgenommen Tomaten Traditionen Tragödie Trailer transportiert trennt Udo Umkreis umstritten Unfälle
        unmittelbarer Untergrund urban verkündet vermieden versprach Verzeichnis Veröffentlichungen Volkswagen
        vorliegenden wahrnehmen wartete weis Willy wirds Witwe wunde wähle Wälder zocken ablehnen abstimmen anfängt
        angeführt angenehme arabische Argumentation Arsenal Aufforderung aufm Aufsicht ausgeliefert auslösen
        Ausschluss aussenpolitik Ausübung Batterie baute bbc begründen belohnt berechnen beruhigen beton Beurteilung
        bezog Blume Boston Branchen Brandt böses Büros Christina classic comedy dachten dc demselben derzeitigen
        deutlichen Diana Drachen drüben durchgehend dürfe eigens einrichten einseitig entkommen Entlassung
        Entschädigung entsprechender Erklärungen erlassen ernähren Erotik erschaffen Erwähnung ewige Feststellung
        Fleck fotografieren fächer galaxy Gebirge gestaltete Gleichgewicht Gouverneur gründete Guido Halbinsel Hang
        harter hc heilen herein hofer homo hop Hunden härter Impulse inspiriert Inszenierung ist's Jordan juan
        jährliche Kaninchen Kapazität Kardinal Karneval Katholiken kaufte klassischer Kompromiss korrigiert
        Krankenkassen kriminellen Kuba kündigte Künste lahm lautete liberale lt Maas meldete menschlich nd ndr
        Netzwerke Niederlagen Nudeln nähere only pa philip Plakate Projekts psychisch psychischen Publikationen
        publiziert realisieren Redakteur Reichstag reif Ruhm Saarbrücken sap Schiller Schmid speisen Sports Steinen
        stiefel Strategien Stärkung stürzte Sünde tatsächliche toni unternommen vegan vergangen verwendete Vize
        vorgeworfen wahrlich weisses Wertung widerspricht wunderbaren xbox yo zahlreicher Zigarette zurückgekehrt
        Zwischenzeit Überfall abgeschafft abzugeben agieren aktuelles Anmerkung Anstalt ausgetauscht ausgewählte
        ausschliessen Beachtung Becher befindlichen befragt begeistern behält beliebte Berlins bescheuert Bruders
        Charme Chip Claude Comics Darsteller Davis Depressionen Einsicht elektro Elementen entführt erarbeitet erneute
        erweiterte Fabian fantastisch Flora freies fremder Furcht fussgänger fällig fühlst geantwortet geborene
        gegenwärtig Geheimnisse geliebte Genie Geräusch Geräusche Gesprächen gewöhnen gladbach glücklicher grill
        grosseltern guy heftigen heilig Heimspiel heisser herauszufinden his Huber Inflation installieren islamische
        jane Java jh kirchlichen klassisch kombiniert komplexen Konkurrenten korrigieren Krefeld körperlichen
        Körperverletzung kühl law lenken lp löhne Mallorca manch Marion mb Mitarbeit ml Monika Mozart Munition Mühle
        nachzudenken Neuseeland Nordkorea och Olaf organisierten Petition pi Plattformen Psychiatrie Puls pure
        qualitativ Radweg redest regieren ruth sank Session Shows steigenden stellvertretender stiegen Strahlung
        studierenden Symbole sympathisch Südtirol süsses Tags teen Tina traut Treffpunkt trockenen ultra Umweltschutz
        unerwartet uniform verbesserte verbündeten verrückte vertrieben Verzweiflung vorausgesetzt wachsende
        weltweiten Yoga zugegeben zwangsläufig überholt Absturz Agent Altar anbietet Anmerkungen Anregungen aufwachen
        Ausfall aushalten ausnahmsweise Ausschnitt bay bedeutenden beeinträchtigt Begegnungen behinderte Beobachtungen
        Besatzung bestimmtes bewirkt bewältigen Bit bl Bundeskanzler bye Bäcker Deckel Demos deuten Diabetes dutzende
        eingestuft Einzelhandel Einzelheiten entziehen Ermittlung Erneuerung erneuten erobert erschöpft erwartete
        erwähnten Export final fragst Gastronomie Gegenden gehofft geilen Gelder gesunken Glaubens Grimm Grundstücke
        gönnen Gürtel Hacker Heiko herausfinden Hofmann human höchster höherer intern irgendeinem jeglicher jessica
        junges Kabinett kate kommentieren Kommune Kram kugeln Kult künstlich langjährigen Latein laufende Lesben let's
        letztens leuchten Libyen lose Luzern Mahlzeit moralische Nachhaltigkeit nachvollziehbar naiv Naturschutz netto
        Nordsee nützt Oberösterreich Plakat privater Punk rb Rechtsstaat Regionalliga relevant relevanten Renaissance
        Romantik ruhen ryan sachlich Schauspiel Scheiben schiebt schliessung schwedische Senior sexuell Silvester
        Spannungen spezialisiert statistische statistischen steigende steven strassburg strassenbahn stundenlang
        stärkere Stücken stürzt Tagung taz teilzunehmen track Transfer Trost umfassend ungern unschuldig unterliegen
        unterzeichnet vera verbietet vereinzelt vermeintlich verringert Weimarer Wänden zack Zeugnis Zitate
        zuverlässig ähnlicher älterer ärgern überlege abgerissen Accounts Adrian After ahnen Aids Alben amerikanischer
        andrew angeblichen angreifen Anhang antiken Anwesen arte Beendigung befreundet boote braunen brexit bruce
        caroline Charts country Derby Diät Dose Dosis Eduard eignet eingeschlossen Einhaltung elektronischen
        emotionale energy enorme Entspannung Ereignissen erobern Esel Experimente Fahrten falsches feder Feierabend
        folter Forst fortan Fotografen Freundes freundlichen Fund fügt fülle geheim Geheimdienst Genre geringere
        gestoppt geträumt Gläser golden great grossstadt grosszügig grundlegend Grundsatz hard harmlos hauch heftige
        hinunter history homosexuell hp hörst Indianer inn intelligent Israels jedermann jugendlicher juristischen
        Kaisers kelly kennenzulernen Konzerne Krankenversicherung Kupfer künftige Landkreises Landschaften
        landwirtschaftlichen Lautsprecher Lebensqualität Lehmann leichtes Lippe loswerden Mandat Meisterschaften
        Millimeter money Monitor mässig nebeneinander nebst Nest Netzwerken nico niederländischen Niederösterreich
        Nintendo nsdap Offiziere Ortsteil outfit Ozean passierte Pastor Pater paypal pen Petersburg präsent
        qualifizierte radikale radikalen Register research Rezepte sat schale schnauze Selbstbewusstsein solide
        souverän spiegelt Stall Standorten strassenverkehr su Säulen Tanja tank Techniken Technologien Terrasse
        Tiroler ungarischen unglaubliche unterliegt unterrichten urteilen verbraucht verbreitete Verfahrens verknüpft
        Verleihung vernichten verschlossen verstärken veränderte viii Vodafone Vollzeit wache Webseiten wei Weltbild
        Weser wählte Wölfe wörtlich Zensur Ärzten östlich überwachen überzeugend Abbruch Abfall abgehalten
        abgeordneter abgezogen Abgrenzung Akte aktiver angel angriffen Artikels Assistent aufregen Badezimmer Banner
        Beifall bekanntesten beleidigen Benedikt beschränken beschwert bestreiten bewahrt Bewährung blickt blockieren
        blonde Blues board Budapest Bundesstaat Bären cam chemischen Chile Chronik Container Cottbus Daimler Dateien
        diesjährigen dominiert Dosen drängt durchschnittlichen durchzusetzen Ego einbringen eingebunden eingereicht
        Emil entfernten ergreifen Ermittler Erzbischof ev externe Fachkräfte Fehlern festzustellen Flash Flensburg
        Florenz Fräulein Geldes Generalsekretär Geste gewählte gordon hannah Hannes hauptstrasse herrmann hinzufügen
        howard intensiver Interessenten key Kilogramm Kinos Klarheit kommunistischen kreative Kreditkarte Kühe landete
        liebevoll lila linda Lorenz Lufthansa Mainzer Majestät mangelnde Marianne Marktes merkte mies mischen moin
        morgan nachhaltige Neapel Neonazis nüchtern optisch ordentliche our Periode pm Porträt Prime Provinzen reg
        regulären reisende rené Revision rewe Rezeption rita Sammlungen seltenen Seminare Services Sexualität sichert
        sicherte sowjetischen Soziologie Steffen Stockholm strahlen sub Substanzen syrische Südamerika Tabletten
        teuren Thematik thematisiert türkisch umbringen umfassen Unterscheidung Unterstützer verbundene Verhältnissen
        verkaufte verschafft verstossen verwechselt vorallem vorzustellen wahrer watch weltcup Wettkampf when Wohnhaus
        wohnst Word wtf Wörterbuch xi Zahlungen zurückgezogen Zutaten öffnete örtliche Überschrift übersetzen abhalten
        Agenten Akzent analysieren anderswo Athleten aufmachen aussteigen austauschen ausverkauft Autors beiseite
        bekämpft beliebten besagt beschliesst Bewerbungen bla Bonner Brigitte bundesstrasse Champion con Darm Dialekt
        dramatisch drittes einbezogen Einflüsse einführen empfunden Empörung erwünscht erzähl etablieren ewigen Fell
        fetten fi Fotze freigegeben frohe Frost Fürth gebot Gebühr Gefühlen gesamt Geschäften gläubigen graue Grube
        Gärtner halber Homosexualität Hongkong höflich jetzige jimmy Kaiserslautern Kanzlei keins Kerzen klares
        Konsumenten Konten kostenlosen Kostüm Krim kurzes laser lasten Lebensmitteln legten Lesung lichter Liedern
        Logistik längerer Löwe Maut mehrheitlich misst mittags mt napoleon neutral Niederschlag order page Pest platt
        Poster Professoren Rakete ram release roller Romane roy Run Rückblick Samuel scheiden scheitert schriftliche
        Schubert schuf schwäbisch Sektion Simone speichern Spezialisten Staatssekretär streben Streik stützen Suite
        summen syrischen Südkorea tech Theo Thesen Todesstrafe totale tätigen uff Uhren umgebracht Unsicherheit
        untersagt verdammte vertreiben Wanderung ward weint weitergeht widerlich wohnte Zahnarzt Zusatz änderte
        Übergabe abgebildet abgeschnitten abschneiden abu Amtes ap arbeiteten Areal asiatischen Attacke aufgeteilt
        ausgefallen Aussprache Ausstrahlung austritt auszuschliessen basierend Befragung befürchtet beigebracht
        beliebig bemerken benötigte Besonderheit billige Billy Bundeskanzlerin Böden Carlo central christlich Debatten
        defekt Duft ec eigen eingeschaltet einzigartig Elefanten Erforschung erspart extremen fange federn Feuerwerk
        Finanz force freundliche frischer garantieren gebucht Gefecht Gehäuse gemischt Gene genervt Geschlechter
        Grundrechte Gunsten Gänge Handels Heidi Heilung Highlights Holger hure Individuen Ingenieure Installation
        internationales iso Italiens Jahrzehnt Jersey jg katja ken Kiew Killer ko Kombi Kontrollen Kopfhörer Kurier
        kämpfte königliche Künstlers lan Laufzeit lecken lindner Lücken Migrationshintergrund mrs musikalisch münze
        Nebenwirkungen nettes Organ Pakete Passau Paulus Petrus Pistole Pole Pommes Port Portion press Protagonisten
        Präsidentin Publikation pussy Ratgeber Regal reines roll Räuber saale Salon schaute schildert schräg Schublade
        Schwung Siedlung Sitzungen snowden sonderlich sonstiges south spezifische spürt Stadium Streitkräfte Sydney
        take tausenden Terrorismus tesla Trip unzufrieden verarbeiten verbrachte verdrängt verwechseln vita
        Vizepräsident vorläufig vorzubereiten vögeln Wahlbeteiligung walker wart Werkzeuge widmet Wirksamkeit wolff
        Zivilisation zunehmende zürcher Ärztin abgaben abschalten Adressen Airlines Aluminium arg aufweist Auszeit
        Autorität basteln bedenkt Beleg besitze besserer bestritten beta bond car cds Chefs Chinas conrad
        diesbezüglich Disziplinen Double dunkler Ehepaar Einblicke einheitliche Einklang einsetzt endgültige
        erhaltenen erkenne erkläre erlitten erneuerbare Erstellung erwies eugen fb Feiertag Fertigstellung Finanzamt
        fotografiert Freiheiten früherer fucking Future gefangene Geistes Gerichtshof Gerücht Gesellschafter gestrigen
        geübt gleichwohl Glocke gps gültigen Halloween Handschrift Harmonie helft Herd herrschen hetze heulen hülle ic
        Irrtum isoliert klettern Kläger Korb Krankenkasse landstrasse Lebewesen lebst liesse List madame milf Modellen
        Nachdruck nenn neuerdings Newsletter Notizen Packung Paula Peters phoenix plane Premierminister radikal Rates
        Reformation regina Relevanz rennt reparieren repariert ruhige sahne schenkt schlafe schmalen schneidet Schrei
        schulze schweizerischen Schwerpunkte Schäuble serviert sexkontakte Shakespeare Sonnenuntergang Spinner
        spritzen stone stopp strenge süssigkeiten Tankstelle taufe theoretische Unterdrückung Urkunden Verbandes
        Verdienste verdächtige verfolgte Verschwörung versichern verstorben Verurteilung Vitamin vorlagen vornehmlich
        vorzeitig Wahlrecht wahres wehe wiegt Wladimir währenddessen wärs zugestimmt zusammenarbeiten Übersetzungen
        abb abgelegt absetzen aka allerlei angebliche angehören angrenzenden anhalten Ar Araber armin Aufschwung
        Augsburger ausgedacht ausgehend Auslegung ausrichten auszugehen az Balance Bann beat Beförderung belasten
        bemerkbar Berechnungen beschriebenen besuchten bezeichneten Bohnen Button Böhmen carmen cat company
        demonstriert derselbe dhl Diskurs drang draus earl Edgar Effizienz einheimische einsehen Einstein einzugehen
        Elektronik Ellen entertainment entzogen erbaut Erika Farm faszinierend fasziniert fbi fischen flachen Fluch
        flüchten Formation französischer frisst fände fügte geführten geheiratet Gehör geiler geistlichen gelogen
        gesessen Gewebe gewünschten gleicht Gliederung Gottfried grillen halbwegs heiliger Heimatstadt hellen heuer
        hingehen hältst Illusion industriellen Ingrid Initiativen Jahrbuch jason kaiserlichen Kap Kicker Klassik kocht
        Kommentaren Kontinent Kreislauf kämen Laien lateinischen Lebensraum liebst literarische Menü Mohammed
        muslimischen Mütze narren nervig neuere next Pakistan Parks Partnern Quartier regelt repräsentiert
        Republikaner riechen Sammler schlage Schnitzel Schrott schwarzes schwulen seitlich sichergestellt siebten
        sinnvolle Skala Spaltung Spielplatz sportlichen Stab Stadtgebiet statistisch stattfand steckte strache
        strategische studierende Syndrom ta Talente Thriller Tische unbekannter ungewöhnliche valley Verfasser
        vergrössert verhandelt verhältnismässig verlängern verpasste verringern verschickt verweigern verwickelt
        verzeichnen vorgesetzten vorschlagen Vorsitz well wellness Wirt Wohnsitz zauber zehnten Zirkus Zubehör
        Zugehörigkeit zwecks zweifeln Äpfel Öffnungszeiten abgelaufen Abi abriss absage ai angeklagt Anhängern
        Anweisung Appetit arbeitslos aufbewahrt aufgepasst Aufzug ausgeglichen ausgewiesen auswärtigen ausziehen
        Automaten automatische barth Batterien befehle behauptete beleuchtet Bewertungen beworben billigen biologische
        Björn Bullen Bush cash come Copyright Cousin Damm deluxe doppelten Doris dreissig drohte dünne ebenda ehrliche
        Eimer eingebracht Einnahme Einsamkeit einziehen entfallen entfernte erlitt ezb Flyer freiem Frequenz
        fussballer gay gegründete geguckt gelohnt geniesse geringeren Geschäftsführung Gewitter gleichfalls Gleis
        grossartigen Haftung hanna herausgefunden Hirsch ihk Inhalten Inspiration irgendeinen its jeff Kabine Kliniken
        kluge kommunalen Komponente Kopftuch Korn Kreuzberg Kulissen lade Landung Langeweile Laufbahn lehnen
        Leistungsfähigkeit Leitungen leuchtet Ludwigshafen lügt Mais Marokko Melanie Menschlichkeit
        Ministerpräsidenten Mitarbeiterin Mitgliedstaaten Mitmenschen mittelalterlichen Modernisierung morde Motiven
        möglicher nachlesen nationaler nelson never niklas Ortes parallelen Parkplätze Parteitag Partys peer Pfeil
        Pferden platziert playstation positiver präzise psychologische Realschule Regierungschef reinhold Renault
        Reparatur right rückte Rüdiger scharfen Schirm Schläge schnelles shopping siegte Spam Sperma spezifischen Spot
        Staatsbürgerschaft Stange steiner stephen strengen Summer Szenario tanzt Tarif tg Tonne Triumph ts Tüte unfair
        ungeachtet Untertitel Updates urteile Vaterland verleiht vernünftige versammelt vertragen verwundert Vorgänge
        vorigen weiche weltweite zero Zufriedenheit Ämter ärgerlich Überraschungen überschreiten Abbildungen abermals
        abgeleitet ablegen Abraham absolvieren achso act akademischen Allee angehalten angesiedelt Anwohner aufgeklärt
        Auschwitz Balken Base batman beitritt benutzte Berührung beschrieb Bibliotheken bike bleibst blättern Boom
        Bundespräsident cc deep denjenigen deutschem Differenz doctor Dokumenten Drohung Edith engl englischer
        enthielt entschuldige entstandene erfinden Erleichterung erschienenen erschreckend erweiterten etablierten
        Fahrbahn Fenstern Finanzminister fortsetzen frech friedliche Frisur Frucht Fundament fürchtet geachtet Gebote
        gefiel Gelsenkirchen germania geschoben gestimmt Getreide Gewässer glücklichen Gymnasiums haste helfe Herzens
        hinnehmen Hitlers hype höcke ihrerseits Immobilie inwiefern inwieweit iq Jurist kannste Kellner Kiefer
        Kompliment Konzeption konzipiert Kunstwerk kurven langfristige Lektüre Leopold leugnen lidl Liechtenstein
        literarischen lte maps Maschinenbau mc Minimum mobilen Mädel Nachhinein Nachlass Nationalpark Neid neo neueren
        Nigeria Oberhausen Partnerin Pille potter predigt präsentierte ra regnet reisenden reiz Renate Rendite river
        rotes Rundschau Räumlichkeiten Sascha Satzung saufen Schalter schaltet scheine schlank Schwerin schätzt
        schütze sendet solar sollt source Spezies Stasi steil Stellenwert stgb Tabellen Tagesordnung Transformation
        transportieren treffe trieb true umgewandelt umzugehen unmittelbaren unverständlich veranstalten verarschen
        verderben verkürzt versetzen versteckte Verwirrung vo Vorarlberg Vorurteile Vorwort Wappen Warschau Weibchen
        Workshops übt Abgang allenfalls Allgäu alliierten Anbindung aneinander antworte anzufangen arabisch arbeits
        Arbeitsbedingungen armer aufgegriffen ausbauen Auslöser ausrede ausserordentlich Badewanne Bayerns Beamter
        beibehalten bell bescheiden beschissen body Brauerei Breslau clan clark control cross demokratisch Dieb
        Dschungel Eberhard eck eindeutige einschalten empfängt entfällt entnommen erfahrene erfolglos erforscht
        ergaben erzogen faire faktisch fashion festlegen feuchte Filialen Franziskus freitags füllt Gattin Gefährdung
        geistliche gelegene Gesetzgebung gesundheitlichen Getränk gewaschen gewünschte gt guide hats Heilbronn Himmels
        Hygiene härte Hürde ian ix Jahrestag Kassen kassiert Kerle kirchliche Kleinanzeigen Kleinstadt Kneipe
        Kollektion Kopenhagen Korea korrekte kostete Krankenhäuser kritisierte Kronen Krüger Kunstwerke
        Landeshauptstadt Latte Lebensweise Leine Liebling liebte Lobby logische Lunge magic Mainstream mans marina
        Mehl michelle milde Minden Minderheiten Mitteilungen moralischen Männchen Münchener nacheinander
        Naturwissenschaften nimmer Optik Ordner other Pfad Philippinen print professionellen Pädagogik Quadratmeter
        read Referendum reinigen Resultate romantische Router ruhigen schlimmes schlucken Schmitt schockiert Schulzeit
        Schwimmbad stabile stanley steam stehlen stinkt Syrer Säule Südwesten Sünden Teich th they Trans transparent
        uefa umgebaut umziehen Unterbringung vanessa verankert vergeht verliessen verlorenen Vernichtung verstoss
        Vertrages verwirklichen Volleyball vorgeschrieben weiden Wohnort zentraler Zunahme Zwecken zweifellos
        öffentliches aaron airport anerkannte angemessene Ansprechpartner asiatische attraktiver aufgelegt auflösen
        ausgerüstet ausreichende Autobahnen Bandbreite beauty befunden Belastungen benennen benötigten bestrafen
        Bestseller bewaffneten bewegte Bewohnern bezweifle biss Blüte Brüdern bspw Buchhandlung Bude Casino clara dad
        dave deck Delegation diejenige dinner dramatische Dörfern Edeka Einbrecher Einträge Einwanderer einzustellen
        Emissionen empört Engineering enormen Entschluss erarbeiten Erfinder erschüttert ersichtlich erteilen
        erzielten Fahrräder Feature festes flache formal Freundeskreis friedlichen Frust fährst förmlich für's Gallen
        gebacken gefärbt gelangte gelobt Gerichts gestellten gestürzt gewagt gleichnamigen grausam grünes has hebel
        Heirat Henning Historie hübschen innerlich Insider Interaktion Invasion irgendwelchen israelischen kannten
        Kennedy Kit Klagenfurt Klicks Kontrast Kriterium ladies Lappen losgehen luca Luke lustigen mathias Matrix mdr
        Merkmal Moses mächtige mühsam Nachbarin nannten nasa offenes offline paper perry Ph Pilz Planungen Profit
        Promotion Registrierung Rektor Resolution respektieren Rohstoffe räumt Satelliten saubere schlimmeres
        Schülerin segeln sing solingen sozialistische spa spielst Sponsoren sr staatlicher Statue stechen stellst
        sterbe tafeln there Touren Trinkwasser Turner tüv ukrainischen umliegenden Unruhen unverzüglich verarscht
        verfallen verfehlt Verkehrs verlangte Verleger verlorene Viren Vogt Vorgehensweise Vorhang Vornamen wacht
        Weltkriegs wär's Zonen zugenommen zunehmenden zutiefst Zwiebeln Ästhetik Ökonomie überarbeitet überstanden
        Abgrund abhängen Abkürzung abschaffen absolvierte achtet adac Alexandra allemal Allgemeinheit america
        anerkannten anfassen Anschläge Anstrengungen anthony Apotheker argumentiert Atelier auftaucht ausgeschieden
        ausgezeichnete aussergewöhnlich beendete Bekenntnis beliebigen Bereicherung bestehe Betriebssystem Betrüger
        biologischen Botschaften brannte cameron cap chinesisch clever Coburg Dampf
        """
}
