// Made by make-word-lists from wordfreq 3.1.1 (CC BY-SA 4.0; see README.md here).
// Do not edit: run the script again.

extension WordListTexts {
    /// The 10000 commonest words of "fr", commonest first, each in its own form.
    public static let frenchWords = """
        de la le et à les est en des un que a pas une du il pour dans je qui au ce sur qu par on ne plus avec mais se
        vous ça tu elle son y ai ou si sont tout fait nous comme être bien ils cette faire sa aux même me ont était
        été mon ses lui aussi peut deux leur moi ces quand après suis très tous sans avoir non où va encore alors
        avait entre temps ans autres dit ma là peu autre France rien dire monde te fois faut toujours voir bon contre
        votre avant depuis donc notre sous jamais vie moins dont toi déjà quoi soit trop leurs ton toute chez gens
        juste oui vraiment ainsi as grand pays français mes beaucoup jour quelques comment es premier sera nos parce
        personne cela trois homme ici paris toutes vu cas chose doit partie car eu mal première bonne fin mieux
        pendant petit puis année cet ceux elles moment place plusieurs pourquoi ta ville jours mois vers histoire mort
        sais années fais nouveau nouvelle part travail aujourd'hui compte merci prendre veut état aller cours peux
        politique reste veux vos ca celui chaque grande personnes femme nom prix également point seul vais eux lieu
        lors vrai droit selon coup mettre serait pense quelque tant avais groupe maintenant maison saint tête étaient
        aime aurait avons enfants famille parler suite assez besoin demande genre savoir société trouve celle côté
        passe pouvoir question raison sens ailleurs avez certains ci devant dis jeu soir souvent effet général jean
        jusqu'à ni partir surtout équipe choses dernier enfin font nombre parle porte seulement site eau ensemble
        hommes petite femmes mère passer près quel quelqu'un tes vois aucun loi parti pris père rapport dès peuvent pu
        trouver autant face fille fut gouvernement gros guerre niveau passé pourrait quatre semaine service seule
        accord article donne donner ligne problème président vient cause crois dieu début exemple fils jeune mis
        système air aucune bas centre façon heure heures loin possible projet conseil dernière idée notamment nuit
        vont étais argent tour vue êtes an aura dessus film meilleur corps ensuite forme haut or plutôt the arrive
        avaient chef Europe fort public tard ayant main terre titre matin mise plan saison sait type afin ah aide
        belle choix française long minutes retour situation sommes vite yeux amour base journée nord devrait donné etc
        grâce moyen ordre prend école étant but cinq manière mars pierre Québec semble sujet truc agit enfant ministre
        nouvelles parfois quelle rue sud super sûr unis vidéo amis art beau compris gauche livre musique région
        entreprise jeunes longtemps match permet simple voilà voit chambre deuxième importe in juin lorsque mai peur
        plein police septembre sécurité série ancien anglais certaines grands important jouer membres merde parmi
        peine presque services tellement époque allez doute force lire marché mot points recherche santé seront train
        voix écrit affaires autour avis cependant développement faites hier juillet millions nationale nombreux
        parents propre rendre vivre droite environ fond mec mesure ouais pourtant trouvé abord affaire envie gars
        laquelle nouveaux octobre pouvez siècle sortir terme viens voiture ait avril droits François frère janvier
        jeux population questions roi venir action club culture cœur difficile existe laisse malgré milieu of produit
        programme propos route états derrière direction doivent emploi feu marche mots mêmes période tel âge armée
        bois chance confiance croire date dix décembre laisser manque mode novembre petits plaisir produits rencontre
        résultats six vas août aurais blanc canada classe commence comprendre demain demander formation liste photo
        rôle attention bout conditions esprit espère garde internet intérieur intérêt mouvement noir origine présente
        regarde rouge sortie auteur bonjour février ii justice langue meilleure met occasion offre perdu politiques
        qualité risque scène sinon travaux voici appelle cadre changer entreprises grandes libre premiers production
        semaines vieux connais facile image lien mer photos pire rester sauf source troisième aider ami campagne coupe
        cour durant faisait objet oh partout plupart problèmes seconde valeur étude études chacun cher devient données
        dû etat hein hors joue lequel montre national particulier penser poste présent publique réponse réseau salle
        texte veulent appel celles certain contrôle dois message position république succès économique activité
        américain association carte chercher connu création devenir euros expérience filles fonction impression louis
        nature putain simplement travers Allemagne annonce arrêter bientôt chemin demi différents directeur espace
        liberté mariage new organisation passage présence sein sort zone économie bureau compagnie entrée mains
        moyenne ok pied presse prise réalité social sorte université utiliser œuvre accès commission différentes
        dimanche départ générale lit marie mauvais numéro puisque regarder soient soleil taux travailler voie acheter
        Afrique attendre bras charge ex finalement fini haute manger marque moyens perdre pièces pratique sociale
        victoire vérité ben cherche communauté domaine idées monsieur nombreuses payer peuple proche publié quant reçu
        répondre suivre administration auprès code demandé entendu faisant gagner honneur journal matière ouest permis
        rapidement retrouver résultat sept soirée sol sport téléphone version and armes arriver arrivée coeur
        construction devoir double information jusqu'au midi mission moitié page particulièrement pièce pourra
        prochaine prêt rend technique union voyage énergie éviter arrête articles bord combien continue contraire
        courant derniers devait entendre faits faute fera finale heureux impossible joueur longue nécessaire Paul
        porter pouvait samedi sang second style sérieux terrain villes église comprends créer décision défense
        désormais frais hôtel instant livres majorité modèle obtenir outre paix puisse rappelle solution tandis
        actuellement assemblée bande commencé commune comprend contrat faux forces groupes international morts note
        suffit total tôt vol voulu éléments avenir bons critique dehors dernières devenu directement discours dur
        explique forte fête informations joueurs maître personnel petites premières preuve prison propose vendredi
        éducation adresse apprendre attaque avance ceci court dos endroit essayer exactement grave huit lumière
        meilleurs médias retrouve régime toutefois activités arrière bonnes commencer commerce complètement faite
        films grosse habitants Michel montrer physique quartier rendez telle territoire unique vente via vis appelé
        arrivé changement concernant connaître cul européenne lettre lieux Lyon parole pieds principe prochain projets
        radio relations règles table vaut édition élections analyse arrêté assurer carrière chine commun couleur
        disent durée erreur espèce faible importante km large lundi mauvaise membre ministère Montréal neuf objectif
        pro probablement relation rendu respect responsable secteur soutien To tomber utilisé vacances actions al
        allait américaine change con concours couple course différence décidé fonds fou gestion juge mesures Mme
        mètres normal ouverture poids réussi sert sociaux suivant suivi taille viennent village visite voulait voulez
        absolument bref ciel clair combat comité continuer dirait fallait mm mémoire ouvert protection revenir signe
        suisse tenir tient trucs York album ancienne anti attend bah cinéma crise David Espagne expliquer garder
        généralement historique industrie maladie militaire mondiale médecin permettre Philippe prends Russie soi
        tiens valeurs vote vouloir écoute île animaux application banque chanson département environnement ferme final
        internationale macron maire opération parc parties pleine pose raisons seigneur sorti traitement visage
        véritable écrire anciens avion calme chien cool eh enquête envoyer Facebook images Italie ligue limite parfait
        port professeur seuls transport vitesse étranger américains Charles cheveux dollars dossier hiver hôpital
        importance joué lutte marine ouvrir pression puissance religion st stade théâtre volonté vraie élèves
        évolution adore Belgique camp drôle débat etats John oublier pauvre propres regard représente revient rêve
        science souhaite touche travaille utilisation voulais étudiants absence Amérique Angleterre blanche capable
        changé cité clients connaissance coups delà end habitude jacques poser principal publics royaume russe
        référence sciences secret tombe top totalement usage week émission auraient beaux chaîne chinois classique
        comptes concerne contact créé dame direct divers effets envers expression facilement fer fil froid frères
        futur gaz lignes malade nouvel pareil parlé privé procès rapide réseaux réunion révolution tableau tendance
        vingt vit atteint boulot bébé choisi communication côte familles fasse finir gagné goût humain lettres lois
        Londres madame oublié parlement peau surface tels uniquement vendre venu victime écoles élection épisode
        équipes évidemment aimerais allemand appris arrêt avocat bonheur budget caractère certaine choisir compter
        connaît consommation cru dedans découvrir enseignement hollande laissé lendemain lu magnifique mari musée
        populaire prince province ps rentrer ressources retraite revenu sac secrétaire siège sources supérieur
        surprise vent acte bouche capacité centrale chaud contexte dessous disait extérieur faudra gueule hauteur
        naissance Nicolas né opposition ouvre pages processus recevoir recherches rencontrer rire réalisé salut
        secondes servir sœur utilise victimes vin actuel approche candidat capitaine capitale croit désolé européen
        faveur front Marseille mérite noms noël papier portes présenter prévu regardez sites sociétés tribunal télé
        accident courage dites entrer envoyé etre festival jeudi journaliste meme nul perte possibilité riche régions
        sainte seraient serais termes tuer unité établissement anniversaire belles Bruxelles café chat chiffres coin
        couleurs El faudrait identité intéressant lance largement martin mets mi moindre no parcours parfaitement
        partage partis pont protéger préfère remettre responsabilité scientifique somme sujets tirer titres vidéos
        violence voire élevé aimé appeler attends beauté bleu buts champ conférence cuisine côtés danger député foi
        football Google intérêts lycée maisons mercredi milliards mourir objets opinion participer personnage places
        planète québécois retard savent sexe situé tenu théorie verre actuelle agence artiste artistes assurance
        autorité avions bus certainement citoyens clairement collection conscience content croissance célèbre
        davantage distance détails entier exposition extrême figure imagine influence lecture maman masse matchs
        moderne mur noire néanmoins pensée privée propriétaire propriété quitter quotidien risques soldats triste tué
        Twitter vert vide âme échange élu énorme événements actes atteindre bizarre catégorie communes conseils
        contenu dommage découverte empire entièrement espoir existence exploitation fonctions malheureusement mardi
        offrir prennent religieux Rome réserve section sent signifie sociales spectacle techniques Algérie allons
        appareil auront britannique chargé château crédit disant don découvert empêcher entretien furent gagne
        immédiatement incroyable jeunesse liens machine militaires méthode naturel opérations revue rose règle salon
        silence su sympa traité univers venez vice vision écran acteurs augmentation auteurs Bretagne bruit classement
        conseiller docteur entend formes franchement génération héros mecs personnages pourraient raconte rappeler
        reine rejoindre ressemble roman régulièrement star structure textes tiers voitures économiques écouter étape
        ajouter avantage bataille boîte capital certes cheval client conséquences dangereux danse documents défendre
        exercice françaises institut intervention locaux logique milliers monter ouverte palais passant principalement
        proches reprendre revoir robert réaliser récemment savez sentiment soin statistiques statut sélection sûrement
        tente types vivant web zones étrangers arts baisse besoins candidats claude collège construire domicile
        efforts employés examen humaine max moteur officiel ouvrage partager participation patron permettant possède
        pourrais principaux préparer rentre revenus réduction réel réforme souvenir suit tenter test transports utile
        achat bordeaux bâtiment cerveau civile commentaires concept disposition députés envoie fortement humains
        indépendance japon justement lancer matériel montant nations nommé notes oublie paraît parles quatrième quitte
        réaction réduire répond sentir sourire tourner van agir alcool amie arme autrement battre cartes coût
        différent disponible fleurs iii indique intention jardin lac lorsqu'il marc minute mondial obligé patrimoine
        pensez phase publiques rare soins sois supérieure séance séries Thomas tv urgence vécu you élève accepter
        agent agriculture allé améliorer attendant auto cancer championnat chasse complet complexe concert
        constitution déclaration développer essaie fn forcément gérer heureusement impact inscrit joie kilomètres
        Laurent lesquels local Michael métier nez obtenu occupe pensé prises profiter présenté revanche sauver savais
        scolaire spécial totale troupes trouvent télévision vieille événement accueil agents aimer aurai autorités
        Bernard biens bordel cadeau cent chefs co colère condition conduit diverses dormir dépend eaux espèces
        excellent ferait foutre hasard http importants jaune jolie jésus longueur minimum moments morte musulmans
        numérique nécessaires permettent phrase pointe porté principale professionnel proposition publication secours
        sommet systèmes us électrique œil acheté acteur ajoute arabe assure augmenter bar blague champion chute
        complète compétition crime croix description devraient difficultés dure dépenses efficace essayé européens
        fiche garçon histoires interdit issue journalistes juifs mille pain paroles pensais perd plans pouvons
        pratiques quelles quels repas résistance soutenir suivante terminé vêtements échelle aimes appartient aéroport
        canal chier chiffre comte constitue contrairement défaut enfance estime gare glace hommage humanité info
        intéresse logement maximum meilleures Nice piste plage policiers post pouvoirs procédure produire proximité
        précise prêts restent signé station stratégie telles terres tourne volume voyez égalité élus boire chômage
        claire clé comportement congrès critiques demeure discussion distribution division Dr définition effort
        importantes langues mandat montagne médecine net noirs nourriture pape parlent phénomène portant portée
        précédent prête refuse rencontres reprise représentant répondu sale tenue Toulouse œuvres amoureux animal
        appartement bateau bilan blancs cabinet cap classes considéré demandes devenue disparu donnent douleur décès
        démocratie emplois espagnol faim formule lait lancé lune marqué office ordres peinture printemps profit
        programmes rencontré restaurant retourner rues scientifiques seine température up véhicule Alain allemands
        André apporter arrivent balle barre bibliothèque climat conflit difficulté essentiel euro exception
        extrêmement for forêt frontière gratuit génie Henri honte invité islam locale menace mettent mobile mouvements
        occuper orange pauvres payé présentation présidentielle quantité race rares reconnu réellement Sarkozy
        solutions thème tours usine Vincent aient ambiance Anne annoncé aventure blessé central contient Daniel dessin
        duc décide déclaré défaite empêche erreurs finances finit fous fédération huile inquiète Israël James
        littérature messages min médecins métro nation oeuvre penses placé pq proposé rapports relativement rivière
        robe réalisation réponses salaire soeur toucher traduction tranquille trente vérifier écriture épreuve étoiles
        académie auparavant basse black brésil chaleur commande commentaire concurrence conduite Denis discuter doigts
        détail essaye fit fruits haine heureuse humour informatique interne lesquelles légende magasin monte montré
        organisé parfaite pc pensent plaît postes préféré rang recours reprises retrouvé réflexion sentiments
        souvenirs tradition travailleurs veille verra vienne vive élément épouse établissements aiment alliance
        apparemment arbre aspect attendu auquel bac bel composé conception décisions engagement ennemi euh fonctionne
        fonctionnement impôt individus initiative inutile investissement maintenir Maroc modèles naturelle objectifs
        papa passion pourront professionnels profil proposer préparation record remplacer respecter richard royal
        savait serai souviens sérieusement travaillé unités uns électricité apparaît avoue belge blog canadien
        centaines champs changements chapitre circulation conduire considère conversation correspond coucher crée
        devrais di entends entraîneur essai financement fr gentil infos institutions japonais jugement limites marcher
        monnaie murs Nantes neige nucléaire Peter pluie pote primaire promis reconnaissance riches rythme Syrie tue ue
        uni vélo ya échec amitié associations bain chances construit conséquence dents devons dirais doux enceinte
        fans laissez langage Lille légèrement mange original pen perso philosophie plateau pouvant principales
        professionnelle quasi remise russes récupérer réduit résidence salariés semblent située talent tombé tourisme
        traiter venait vendu venus vrais étrangères apprend archives arrêtez bravo chansons commandant commercial
        convention couche couverture dispose document domaines déteste empereur fier George grosses impôts italien
        lever mini méthodes option orient Patrick plantes policier pp promotion précis présents quitté remarque
        règlement sacré scénario signes socialiste soyez spéciale surveillance tas technologie tort tournée trou venue
        voies voisins voter véhicules étudiant affiche ajouté allemande apporte arabes arbres cache caisse casse
        centres cm collectif compliqué condamné consiste couper effectivement essentiellement eut excuse exprimer
        fermer hausse joli journaux judiciaire libération mairie manuel million ministres Mr officielle one organisme
        passent passée personnalité princesse progrès prouver puissant quartiers représentants responsables retirer
        retourne reçoit réfléchir résumé suffisamment tire vaste voudrais youtube équilibre accepte Alexandre attente
        by cercle cesse charges chiens connue courte dette doigt douce douze démocratique exemples fenêtre former
        fournir frappe grève ha imaginer inde jusque meurtre mises mélange normalement ombre personnelle pilote plat
        repris San servi surpris terrible tres établir étage actualité agréable Asie avancer avantages bienvenue bête
        catholique champions chaussures chrétiens cible City devra donnée décider décrit endroits format génial
        installer is jambes lieutenant live lié locales magazine marchés nulle oeil olivier partenaire particuliers
        patients performance plainte portable portrait prenez preuves rouges routes réussir rêves score sors superbe
        tiré tournoi ventes viande vierge Washington étrange Antoine attitude balles batterie chacune christ
        collaboration colonel commis composition contente convaincre copine courses devez diffusion différente
        dirigeants Emmanuel entière essence fondation guide immobilier impose imposer invite jeter joseph liés normale
        nécessité officiellement ouvrages poisson populations posé propriétaires reconnaître représentation régler
        simples spécialiste stage suppose Tom touché usa vivent évident acquis actif allais automne bloc chocolat
        collègues confirme extrait financière fixe foule fédéral gay Grèce guillaume hauts immense immeuble interview
        inverse lol longues léger machines maladies ordinateur os outils pouvais principes précisément prépare pub
        pêche rarement re recettes rentrée souci soumis sports séjour taxe transfert Turquie vigueur voient voile zéro
        allant Apple aurez banques billets calcul caractéristiques chevaux choc civil clés connaissent disque décret
        désir déterminer enlever entraînement expériences fabrication fermé garçons Georges Harry iv lourd mener micro
        mont morale niveaux obligation officier poche prenant prénom regardé rock réelle solide tentative vallée égard
        émissions accepté agricole appliquer attaquer autorisation bases circuit courir débats déclare déjeuner délai
        efficacité employé ennemis experts fan feuilles go idéal individu intelligence Loire Luc mention mettant née
        offert organiser partenaires pause portent propositions quart remis resté ridicule réputation secondaire
        seules soucis studio sucre sénat tenté trafic utilisateurs venant violences voisin échanges électeurs étudier
        affirme angle appui attaques auras Berlin big billet bière bâtiments cacher chère clubs compétences coupable
        culturel cérémonie debout disais drogue découvre détruire enfer européennes frontières gardien Genève geste it
        jack juger jusqu'en majeur meurt mène notion pardon participé possibles poursuivre pousse raconter relève
        règne récit salles sommeil suicide tome traces tâche ultra établi accueillir alpes associé atelier automobile
        charte Christian cinquième circonstances communautés connaissances conserver deviennent do donnant
        définitivement démarche foot gouverneur gratuitement incendie interprétation journées juges julien juridique
        leader love luxe man manifestation manifestations marques moral multiples municipal noter parlant particulière
        plait positif procureur prof pré pétrole repose show Simon siècles Strasbourg suivantes traite utilisés vague
        abus active aise anciennes appareils bat citoyen commissaire compagnies convient coopération degré disponibles
        dite drapeau détruit Eric essais franc fuite gamme institution invités lunettes messieurs mine Moscou news
        obligatoire op paradis potentiel pousser remarqué repos reprend royale sec semblait sondage standard trouvait
        trésor électronique évidence alerte architecture baiser bourse chambres comparaison conneries connus coûte
        crimes cycle destination dossiers douche explication exécution falloir fausse fonctionnaires formé fortes
        franco fêtes henry inscription ira libres lèvres Madrid mail montrent my offres oiseaux oreilles organisations
        outil paiement parisien parlait poissons profite profondeur précédente publicité publiée puisqu'il queue
        quinze refusé rejoint religieuse représentent régional résoudre réussite sexy situations souris sûre termine
        tests tir tonnes traduit témoin témoins utilisée échapper achète adultes alimentation apparition armées
        arrondissement artistique ballon bio branche caméra chercheurs combats conclusion contrats contrôler corse
        couronne curieux dialogue dispositif découvrez engagé etait excellente facteurs fameux feront fillon financier
        grec habite historiques humaines ingénieur laboratoire laissant lancement larmes libéral liquide lot lutter
        légère manqué matières mauvaises Montpellier médicaments occupé olympique patient paye pensées positions prime
        prévenir puissent pur remplir rupture secrets ski solidarité sombre suivants suivent supporter supprimer
        temple territoires transition têtes vies voyons îles amélioration ange augmente Australie bleus bouger
        bouteille Catherine catégories considérer Corée cou critères croyez destiné directe disons dizaines développé
        engager favorable feuille folle forts fortune horreur indiqué installé introduction jure liées logements
        magasins manche miss montage montagnes montée morceau morceaux navire océan perspective piscine poursuit
        pouvaient présidence rappel rapporte restera reviens résolution saisons signature street symbole tension thèse
        troubles trouvez utilisant ventre virus voler écrivain équivalent abri accompagné accusé adopté appels bureaux
        business cellules Christophe combattre commencent coté couvert culte culturelle difficiles digne disparition
        dépôt faisaient fidèle graves hâte industriel installation internationales intégration job jury lis Los lâche
        lève missions médaille ménage odeur participe peuples pitié plante Portugal poésie priorité probable ramener
        refus rendent richesse révèle sachant sensible souffle soutient totalité Trump vise with éditions actrice
        aides aimez arc assuré attendent balance blessés causes Charlie classiques comédie corruption croient crème
        degrés demandent dispositions extension fins folie forum féminin garantie honnête hypothèse industrielle
        indépendant licence manquer Mexique naturellement normes oreille parallèle profondément provinces précision
        prêtre pure raté regrette rennes Roy réalisée salaires sexuelle sportif spécialement spécifique structures
        technologies toit voté Yves écart actifs adulte anglaise applique assis battu cf chemins chronique connait
        cons contribution copie cultures dessins destruction devaient diplôme enregistrement envoi espaces espérer
        existent extraordinaire faibles financiers fondé foyer frappé fruit Guy horrible humeur immigration inconnu
        innovation jouent littéraire longs magique maintien malades marrant maîtrise mécanique pars participants paru
        permettra populaires publier pute remarquer remonter renseignements restauration romain réalise sable Sarah
        sel supplémentaires suprême syndicat sérieuse terminer toile tourné transformation témoignage vainqueur vues
        énormément étoile évaluation évêque abandonné adaptation adjoint agissait Alex appelée avenue axe boite
        calendrier canadienne champagne consacré convaincu conçu cousin différences drame durable dynamique
        déplacement expert fallu fermeture fondateur Frank future galerie indice interdiction Iran major mines
        nécessairement organismes organisée paie papiers pascal physiques pierres pis placer plaque pop privés profond
        qualités refaire réactions réalisateur rédaction sauvage scènes secteurs seuil signer solo supplémentaire team
        trace vins visible visiter voyages voyant épisodes abandonner accent animation annoncer aspects attirer bassin
        basé boutique canon carré carrément casser ch chapeau Chris col courrier créée côtes destin discussions
        diversité dizaine déchets dépasse engage fout Frédéric hyper intermédiaire intéressé logiciel loup marge
        Maurice Monaco médical métiers oncle parlementaire personnellement poète préciser rends réfugiés stop stress
        travaillent utilisent villages visant voulons élevée équipement accéder aille alliés amoureuse apprentissage
        assistance atmosphère attentat Barcelone bombe cadeaux cadres capables charme cite com commerciale comporte
        copain coûts dimension dingue discipline défi effectuer expliqué facteur gagnant gouvernements hautes hey
        identifier intelligent italienne justifier Kim leçon limiter liée mac majeure maria marre mit mystère méchant
        nationales opposé orientation originale origines paquet passes paysage pertes pistes pleurer potes prisonniers
        prouve Provence présidente pôle quasiment recette reconnaît red remonte représenter retrait Roger réception
        soldat Victor visiteurs étions amende amener aménagement américaines applications atlantique atteinte
        autonomie autoroute campagnes capacités chanter chanteur chers chevalier commandes communiqué constater
        continent destinée diable dirige dise disparaître départements faisons ferais fleur francs Free fusion gris
        juif lecteur Luxembourg marins matériaux milieux militants modernes motif métal météo naturelles obligations
        obtient oubliez ouvriers passés pauvreté possession pratiquement provenant prévue refuser remplacement
        remporté retenir répartition sache scandale sncf suède taper terrains terrorisme terroristes thé titulaire
        Tunisie verts video vivement équipage étrangère êtres absolue Adam adversaire aidé Albert all apres associés
        audience Autriche canadiens censé citer composée comprennent conflits conséquent contenant correspondant dates
        design documentaire enregistré explosion fac faculté faisais fiscale fondée formations gorge guerres généraux
        ignore indispensable intéressante investir joyeux magie modifier médicale nationaux nettement nuits open
        ordinaire paire personnels pleins Pologne poursuite prit promesse registre relative rempli serez servent
        sortant souffrir soutenu suivez suppression tournage transformer trompe val voila voyageurs écrits émotions
        étapes accords alimentaire annuel apparence autrefois bill bob Bruno bénéfice chaînes cherché clinique
        communiste concentration connaissez couteau dieux doucement dérange Ed ferai fi file fleuve gras générations
        Gérard hockey inscrire instruments internationaux intervenir intégrer intérieure lecteurs liaison limité mangé
        marketing migrants miroir nu officiers organise paraître partenariat performances plateforme procédé
        propriétés préfecture préfet présentent renforcer rené respecte Rhône référendum régionale réservé sensation
        support syndicats séparation vend verte victoires voudrait écrite électriques élevés émotion étonnant
        acquisition africains agricoles amateurs apprécier arrivés attendais avocats bouge chargée cherchent choisis
        collective collègue constate couples couvre croyais Dominique dommages défend désert déçu enjeux enseigne
        esprits feux frapper gardes gilles gloire héritage implique industriels inférieur instruction jugé Julie jus
        Kevin kg latin limitée livraison lorsqu'on maillot Mario mark marquer mettez moto oiseau olympiques onze
        parisienne parlez plastique plate privées prière producteurs profession profonde pseudo recrutement
        religieuses remplacé réponds réunis salope sauter signal sièges sortent souffre tableaux Thierry toilettes
        Tony tués unies universités vi villa volant ère éditeur accessible age Ali ambassadeur autorisé caché carbone
        cellule chantier chapelle chinoise civils communications comparer connard conseillers conservateur constituent
        descendre devoirs dira due duo effectué entraîne estimé exclusivement familiale fc fixé flics forcé fédérale
        gamin global générales hop horizon hésite inspiré intitulé iphone Joe maritime mignon nan Normandie
        négociations parisiens passait pensait prochaines précieux quelconque rayon saisir scolaires semblant
        similaire stars Steve subir terroriste tester transmission témoignages universitaire vertu wow écris
        équipements évoque accompagne accompagner adopter adoption apprécie assister aveugle baisser best beurre biais
        blessure boucle bulletin candidature catalogue chant coach consommateurs del der devais diriger dîner essayez
        excuses favoriser fiction finance financer fine flotte forcer froide fromage guère ile incapable installations
        inter investissements issus jette Jo jusqu'ici laissent lion marin marié masque massif mentionné milan monté
        moteurs musulman navires nomination observer occupation opéra ose partisans peintre personnelles pot présentée
        racisme remercie récente répète sage savons session Sophie sortes souffrance supporters tarifs tempête tennis
        violent voulaient épreuves abbé acier adapté allée amateur amené Angeles appartenant appellent apporté
        argument automatique cardinal chante chaude communiquer consulter coupé définir enseignants entré exemplaires
        fantastique fenêtres game géant indépendante islamique libertés légitime mensonge Mike Ontario Orléans out
        partagé perdue personnalités positive producteur précédemment prévention périodes real rentré reportage restes
        Rio seras solaire sorties subi sénateur tapis taxes traités trouves viol accueille adapter affronter africain
        africaine ailes Alsace arbitre arguments Arthur attendait bandes banlieue be blessures bleue bonus bouffe
        bénéfices camion camps ceinture cents charbon chats chrétien compétence confirmé conférences conseille
        considérée constitué couvrir Da dan donnez dons décédé déplacer déposer développe entraîner environs express
        exprime flux fréquence instrument ivoire lumières législatives légumes maîtres mineurs minuit motifs
        nationalité nourrir poussé prendra progressivement préparé prévoit relais relever rond ronde références seins
        situe stations succession thèmes tiennent trains ump vaisseau valls visiblement volontaire voyager William
        économies églises étudié accidents administratif administrative admis analyses argentine At ateliers augmenté
        avouer basée bateaux bijoux boulevard britanniques bénéficier casque chaise commandement concerts conducteur
        confirmer conservation couilles dames devenus dimensions douceur débuts décennies emplacement exact exécutif
        forment four fourni foutu francophone haha https ingénieurs inscrits inspiration king libéraux livrer mariée
        menaces mené métropole napoléon noires observation ondes opinions pacifique parent park patience piano
        possibilités publiés quarante quête restant riz récompense réformes réserves sauce scrutin so spécialistes
        stable suivie tabac tendances terminée time tissu trône uniforme variété Windows world énergétique éthique
        alternative amène Android annuelle attendez attentats baie bains basket benoît bible Californie carton
        catholiques chauffeur chimie cinquante comté Congo continuent correctement crédits diminuer dirigé distinction
        dégâts dépasser excellence exceptionnel exercer fautes fidèles financières forêts golf Grenoble gère habitudes
        habituellement Hugo incident Irak jules Justin lentement littéralement légale marcel Mary municipalité mères
        navigation norme oblige observe occident onu opportunité parait partant parvenir passagers passera photographe
        plaindre poitrine poudre professeurs prétexte qualifié raisonnable rassemblement recueil remarquable remercier
        respectivement ressort retrouvent retrouvez rive rois réagir Sam Smith sons stupide symptômes tape tenant
        tombée touristes traverser tromper urbain utilisateur utilisées volumes âgé électorale acide adversaires
        agression allaient appelait appelés attaché aussitôt auxquels belges bite bonsoir box caractères cd chrétienne
        cités conformément cote créateur diffusé donnera dose débit défenseur effectif entourage explications
        expédition faciliter fatigue forfait formidable fraude fumer gratuite inférieure inspecteur intentions Irlande
        italiens jardins joint Laval leçons listes marier master mentir menée merveilleux mince misère Nancy naturels
        négatif ours ouverts permanente pollution portait poulet programmation promesses provoquer publications recul
        regardant remet responsabilités restait réveille sacs satisfait Scott secondaires serveur signaler sixième
        suffisant survie sœurs taxi traditionnelle trait traverse tribune trouble veuillez vieilles we élite
        éventuellement abandon abonnés accorde ambition anges appuie attaqué aube aventures blanches bouton bronze
        calais cannes catastrophe chair cherchez clan clip collectivités compromis compréhension conclusions diamètre
        dénonce exister facture façons félicitations habitant Lee maternelle modification numéros néo offrent parts
        poil poutine prenne prie précédentes précédents présentes publie québécoise rage remporter répéter semi serge
        souveraineté statistique séances tva universel utiles utilité vocation voisine vs égal accorder achats
        actuelles admettre affirmer afp apparaître apprécié assumer bail banc bosser chanteuse chimiques civilisation
        colonne commerciaux constamment constante craint crier criminel césar danser devront domination dvd
        déclarations dépression existait exposé fesses genres girl gosse graphique gâteau indépendants infrastructures
        intellectuelle intense joindre las li libérer malheur mali manifestants marne marquée Mathieu mien miracle
        modifications motivation noble optique ouvertes photographie plafond pomme porno procéder progression
        proportion présentant recommande rendus Rouen roues rêver Stéphane suspect talents Toronto trajet trouvera
        ultime veste viendra vingtaine vols écologique éliminer épaule évoluer actuels agriculteurs appuyer armé baby
        baise bancaire Bertrand boss boy caroline centrales climatique colle commerciales complexes conclure conserve
        contacts contemporain dictionnaire Disney durer décor dédié délégation démission dénoncer ecole enlève entouré
        escalier externe faiblesse fierté fournit gardé globale Grace indien informer Jeanne management manager modes
        musicale méditerranée oppose options ordonnance originaire parking parlais permanence pilotes pommes ponts
        portugais poule pourrez promouvoir propagande protège préserver puissante quai quotidienne raciste Raymond
        retenu retire robot romans roue récent régulière résume réunions rôles socialistes sondages soudain
        stratégique tirage tube var Versailles visites volé votes voyait Xavier épargne abonnement accusation aile
        aimait ampleur apparaissent arrivera attire barbe blonde bloqué boule calmer camarades cassé Chicago choisit
        clientèle conclu conquête consultation costume crâne curiosité célibataire descente distingue doc duquel dépit
        employeur excès failli fausses fontaine fuir fumée féminine genoux guitare habitation hall hôpitaux
        impressionnant instance interdire internes Jones Jérôme livré location logo lâcher manifeste mathématiques
        menu monuments moyennes mécanisme occidentale parfum passages phrases pires polémique procédures prévoir
        Pyrénées qualification rendement rivières réduite républicains révolutionnaire serre sexuel sms soigner
        soirées spécifiques stabilité statue suggère traitements usines vapeur vendeur épée abandonne ac aie Anna
        Arabie architecte assurances av bol centaine coalition collections combinaison concentrer connaissais
        contacter conte couches cris culturelles diagnostic Didier dirai doutes dragon découvertes décrire démontrer
        esclaves espagnole fabrique familial fatigué fermée figaro flash futurs gain gestes grandi gêne imagination
        introduit inventé issu jambe jeté jusqu'aux Jérusalem Louise lourde légal législation manquent ment mesurer
        Metz monument municipale musiciens nés pile placée prenait prestation profs promet prononcé provisoire prévenu
        psychologique purement représenté retiré roche réalisés réveiller satisfaction sauvé similaires smartphone
        souligne spectacles spéciales surveiller Sébastien séparer tarif trous Ukraine unes urbaine volontaires vraies
        époux évaluer alimentaires altitude amuser animé anonyme arrestation arrêtés assise attentes automatiquement
        benjamin bloquer bosse brut caméras cardiaque carrefour cessé citation codes confort congé connaissait
        conservé contraintes cuir cv câble destinés directrice dirigeant Donald dépassé dépense déposé encourager
        exige exigences fonctionner gosses herbe hé industries intervient intéresser invitation jazz lancée lorraine
        lorsqu'elle malheureux masculin Microsoft mobiles modifié monstre Netflix Obama orchestre pattes pleinement
        pompiers productions racines Ray remplace romaine romantique rugby senti sexuelles soupe spécialisé survivre
        symbolique synthèse Tokyo tournant traditionnel vagues versions vivants accordé accuse acquérir aperçu
        assistant autonome baron barrage brillant béton Camille canard case cathédrale causé cave changent chérie
        cirque commander compagnon comportements comprenant confusion contribuer contribué copains courts dignité
        diminution délit désigne encontre enquêtes esthétique extraits figures Ford francophones french garantir
        germain identique indiens individuelle isabelle Johnny league levée libéré lorsqu'ils louer marchand maréchal
        mentale mentionne meubles mienne montrant médiatique mépris nomme panne panneaux philosophe play prestations
        prononcer provoque présentés ramène rapides relatif relatives religions rendue reproche reproduction rigueur
        robin roses régionales réparer républicain satisfaire sauvages sensibles sols sonne spécialisée spéciaux
        supérieurs suspension Sénégal tenait tendre troupe universelle étend œufs agences Alice annonces asile assaut
        attaquant avancée bourgeois bourgogne canton chimique Colombie communs condamnation connexion connues
        consacrée courants crainte demandant divorce donna doublé dramatique déclarer délire démonstration déroule
        désigné espagnols espoirs espérons expansion extérieure facilité finis fiscal foie Gaulle ignorer imaginaire
        intensité intégré laver Lucas majesté maritimes musulmane mémoires observations off oscar panique passées
        perception permanent physiquement pique placés plats Pr proposent protocole préférence psg raconté rangs
        Renault renseignement restée roule rouler roux réussit soixante stock susceptibles sévère sûreté tentatives
        touristique traditions variable vendus vengeance vif vus your écologie édifice établie établit évite absolu ad
        afficher aimais Amazon anglo appart arsenal avancé bd bouteilles Brown bébés Cameroun canapé chiant cimetière
        comptait connaitre considérés constaté constituer constructeur dangereuse demandez devint district défauts
        déficit démocrate désigner entrées etienne exceptionnelle exercices expertise fauteuil fragile from Gabriel
        garage gravité géographique hamon Hitler hélas illustre immeubles inclus interventions junior largeur latine
        ll lord malin miel mobilisation moche modeste musiques négocier opérateur organes panneau parlementaires
        partent passez pension pib piège plaire plaques pratiquer prisonnier protégé prévues psychologie quiconque
        rappelé reconnue regardes relevé remboursement romains rumeurs répression réveil révélé saura saut septième
        shirt souhaitent spectateurs sportive supporte tante temporaire this transforme trimestre trompé tâches
        valable vents von écouté élevage épaules étendue étonne adn Aix ambassade amies armés aérienne branches
        bénéficie can censure cesser challenge charlotte chasseurs chaussée chemise chirurgie Christine
        circonscription colis colonie commandé communautaire connerie contenus correspondance coupes dettes die
        donnait eglise emploie enlevé entrepreneur enveloppe explorer exploser fixer fière fièvre Francis grille
        horaires imaginez indiquer informé installe insulte interprète j'suis Jim librairie life loyer mobilité
        municipales neuve noblesse nuages nécessite occupée officiels parlons peint pleure porc portail pourcentage
        pourras poème préalable présidents puissants puits quoique restaurants Rhin Ryan réglementation résister
        révolte sacrée Savoie sortis souvient sportifs strictement sèche tables taire températures tranquillement
        transformé triple vache valoir Walter west white élever énormes albums Alger algérien aliments assassinat
        assisté biologique blagues boîtes brevet brun Caen caisses Carlos cest compose concernés console
        constitutionnel contemporaine continu continuez contrainte croyait day difficilement débarrasser délégué
        désolée egypte emporter entretenir envisager esclavage exemplaire exprès fameuse fréquemment gang harcèlement
        Hélène inconnue indices initiale insectes instructions jackson Kong levé Liban liège loisirs maires manières
        massacre matinée maxime maîtresse mineur musées nerveux neutre oeuvres opposer pantalon parcs pasteur peines
        perds planche plu plume poignée popularité portefeuille poster posté posée pouce primaires priori provenance
        refuge reposer représentations récentes répondent révision saints schéma sentent sincère sincèrement soyons
        supérieures sépare Tim tirs traits tranche trio tristesse violente voulant Will écho étages étudiante abbaye
        adieu alentours amuse analyser antenne apprends artillerie bal blé breton Brian brigade brise charger clos
        clément commerces compléter conscient consentement constat coucou critiquer deviendra Dijon disposer douter
        dégage déplacements effectifs Emma enseignant enthousiasme espérant etes examens extra fifa gendarmerie goûts
        généreux géographie high Hong idiot immédiate imposé individuel insiste inspire intime jaloux joues kilos
        librement look Manchester manteau Matt messe mixte moulin ordonné Ottawa pari plomb poches possèdent produite
        prouvé provient prétend rapproche rayons rebelles rendant renoncer retenue reçoivent rémunération réunir saisi
        salarié souverain suisses surprenant susceptible that tragédie transmettre transparence travaillant tribunaux
        trophée universitaires énergies étendre aborder accueilli accusations actualités administrateur anime autorise
        auxquelles ayez bad blue bords briser bulle chaos classé clavier clôture coffre collecte colonisation complot
        conforme conservateurs contraint contribue contrôles corde criminels croissant densité dispute disques
        douleurs débile délais détention détermination edf emporte engagements enjeu faillite favorables florence
        gentille globe grecs guinée génétique habitat hectares historien house identification identifié immédiat
        inscriptions invasion José lady lapin lourdes Léon manches marchandises marquis mensonges milliard musical
        mythe ménages nettoyer négociation occasions payés perdent pic poussière problématique pères pétition
        qualifier quarts ranger rechercher recommandations Reims reviennent Roland ré réparation réunit révélation sir
        solidaire Stephen subit tensions thread théories times tombent témoigne verras veuve xixe échantillon échappe
        égale actionnaires adhésion agenda aire antique arrêts back boston brisé brûler bu bâton bêtes cage
        caractéristique chargés chèque cigarette colonies considérablement continué correct craindre cri créatures
        célèbres deuil démontré dépendance entrepreneurs envoyés espérance façade fermes fichier fusil gamins goûter
        grandeur grossesse impliqué incluant inutiles Jacob jouant Laura like lourds matches mental Miami Mohamed
        média Naples nucléaires nue occidentaux occupent offensive ouvrier oxygène pacte parquet perspectives
        phénomènes pizza poils polonais prochains prétendre pâte rapprocher regards rembourser renouvellement repartir
        sensibilité signification situés soviétique substance surement Taylor tend Toulon traduire tunnel téléphones
        verres virer williams écoutez Égypte électoral absent adresser aimerai annuler apport arrivait asseoir attache
        aurons avère azur ball brésilien campus chouette collier communistes comptent conclut confié considérant
        consommateur corriger courbe destinées dits dors dort défini dégager démontre embrasser entente examiner
        expositions fidélité filière fonctionnaire franchise Francisco Franck Françoise fur gaffe globalement gré
        hebdomadaire hygiène hôtels initial initialement intéressés invention inviter jaunes Johnson laïcité logiciels
        lyonnais manga manifester manquait maths militant monstres monétaire méritent nombres noté numériques obligés
        observatoire observé pareille partiellement parvient patrons perdus pme po poussée proposée remarques ressenti
        réalisées récolte réglé régulier rénovation répertoire réside semblable solides soumettre sympathique séquence
        tech terrasse terrestre testé tissus traversé variations varie Venise étudie absurde adoptée alarme ancêtres
        Angers Anthony Arnaud attiré baptiste barrière cc chauffage chercheur coins collaborateurs colonnes
        commissions condamnés confier consacrer considérable conversations correspondent courante criminelle crises
        céder céréales demandait descend distinguer décoration définitive engagée enregistrer entraîné exerce expose
        exprimé flammes foire fun good honnêtement horaire huitième hum injuste inquiétude inventaire invisible Jason
        Jonathan jouait Juan juridiques label linguistique mademoiselle magnifiques majeurs majoritairement marches
        minorité mosquée mâle médailles médicament na nommer néerlandais offrant Palestine particules pavillon
        paysages pensant permettrait plaine professionnelles provoqué prêter qualifiés racine rap rapporté refusent
        renaissance récents réels régiment régimes sagesse saoudite satellite soirs solde solitude stockage
        subventions surfaces suspendu testament Texas tienne traditionnels transporter turc usages violents âmes
        échanger écrivains accompagnée accomplir administratives am amiral artisans assiette audio auguste bornes
        cahier calculer cannabis carburant certificat chroniques circulaire confirmation construite continuité croisé
        cuivre dc dent dessert diplomatique dirigée discret définit défis déterminé economie effacer efficaces
        embrasse engagés enseigner excuser exploiter filiale francais fêter golfe green générique Hollywood Hongrie
        individuelles inflation interdite interroger intégralité irai japonaise lave menacé nerfs nette neveu not
        notice osé paroisse participent pompe poubelle pourrai prier produisent profité promo prophète préférée
        prêtres publiquement radical rater regardent rejet requête ressemblent retraites réclame récupéré répétition
        révéler Samsung sanctions secrète solitaire soutiens Steven suites supprimé suédois systématique séparés
        trentaine trouvée typique united verser vivante xv écrans allure american animateur asiatique assurée autrui
        aviez aérien Bell boules Carl carrés casino chaine christianisme chéri clef combattants concepts confie
        confondre constant constructions contenir conviction correction cotisations coton culturels deja digital doté
        démarches effectue empreinte exploration expressions fabricant fabriquer faciles faille faune fibre Fred
        graines grecque havre hiérarchie home héritier hésitez hôte ia idéologie illégal inconnus innocent inégalités
        jet Jordan justifie litres marbre maturité mette ms mètre Mélenchon métrage nana Norvège noyau paille panier
        partagent paysans people pl plages pouces poursuivi promenade prêté publiées pèse ressortir réaliste rétablir
        sain saurait servant souligner story successeur systématiquement séminaire territoriale urgent Vancouver verbe
        visages visibilité visibles vocabulaire vole Éric éteint étiez évolue évolué adoré affiches aimerait
        amendement amusant anneau approcher are arrivant calculs championnats cherchant chou coco comique commerçants
        compare comparé considèrent couler célébrer Danemark deviens diesel diffuser discrimination divisions dj
        drogues débute dédiée dés essentielle fichiers figurent flic general group guise handicap harmonie hot
        ignorance illusion index infection initiatives inspection installée intelligente investisseurs isolé issues
        judiciaires juive larges maintient malaise modalités municipalités mérité nommée négative obtenus opérateurs
        patrie payant porto pourri renvoie respecté ressentir restés reçois rumeur régionaux sachez salade sales
        Samuel serment serons sexuels signée soif souffert symboles technologique tendu tolérance torture transmis
        tueur verrez vides vieil vivait volet volontairement véritablement âgées éclairage éloigner étiquette adorable
        Alexis alternance antiquité appliqué assume attribué boisson canons cash changera chatte choisie commissariat
        concernent concevoir concurrents consensus coordination cordes coule courtes croise divine donnes donnés dormi
        défendu détriment education envoyez exclusion extrêmes fermés fiable filtre finissent fiscalité genou grandir
        géants géré hello indiquent infirmière installés intéressantes Jeff Jimmy Karl lampe livret Madagascar
        maquillage mariages massive mat mondes muscles nouveauté nôtre onde paragraphe parallèlement peintures pente
        permission phases plaintes porteur pourriez proprement prudence précisé puissances péché rattraper respirer
        resto ruines récits réflexions saisie soutiennent ss tenus tracé trahison urgences usagers vii voyais
        véritables wifi âgée éd adolescents affection affecté allié annexe annulé apparu archevêque arrives asiatiques
        assassiné associée attribution avertissement Avignon bombes Brest bye causer championne charité chasseur
        coller colline complément conversion Costa couloir créations directeurs doctrine duré esclave estimation exclu
        extrémité filet finales fraîche goutte ho illustration instants insulter insultes intéressent investi Island
        Jane jolies libérale légion majoritaire maux merveille mettra Morgan music mécanismes médicaux nier obstacles
        ordinateurs orientale pneus policière princes préfèrent prévus quinzaine races racistes rassurer recommencer
        reconnais relief renvoyer richesses rocher sacrifice sanction sauve simplicité soumise suffisante surprises
        terreur tragique vain vaisseaux weekend échappé échoué élaboration élue émis épaisseur évasion évènements
        accordée Amsterdam angoisse appartiennent appliquée appétit arracher balade ban bars batteries boissons bond
        boutiques capitaux chantiers Chelsea chômeurs clermont clichés Clinton compagnons complexité composés
        comptable comptant concentre confortable coordonnées couché crie créés data Davis demie devienne diminue
        distances dollar duel défilé dépôts détenus entretiens exclusif exil existant ferroviaire Floride fournisseurs
        franchir Gilbert he heu historiens idem imaginé indiquant inquiéter Insee intègre intéressants inventer
        islamistes just lame localisation madeleine maximale media mystérieux Nathalie nazis Nick Nintendo nuls oeufs
        officielles ouai partiel partielle permettait podium poing portraits positifs psy rapprochement ras rassembler
        reproduire requis robots réveillé saga saviez serpent serré serveurs sida spectre spécialité stand sublime
        tactique tentent tenues trans transactions treize triomphe trouvaient télécharger variétés violation échecs
        éditeurs élevées élimination éternel évêques accompli affirmé Afghanistan agglomération airs allés assises
        avancées aviation basses battent bottes camions cauchemar certitude chasser cherches circuits civiles costumes
        croyances cuba dictature Diego diffusée documentation décident défenseurs délicieux démocrates dépenser
        développée développés emprunter envoyée estomac favoris fiers foyers futures garanties grain humide intégrité
        irlandais juré lisez littéraires luis légitimité marathon Marco mettait mn Munich nuage opposants organe
        passeport phare pharmacie placement planches ports pressé productivité projection prononce quantités rachat
        raisonnement remplie retours revers réclamer réservée résolu réuni rêvé sanitaire seize sienne soutenue start
        sûrs Thaïlande ticket timide touchant traitant tribu urbanisme valentin venaient vérification électroniques
        accessoires ado adolescent Andrew appartements arrêtée bibliothèques blocs blues bonhomme bourg cdi cgt
        charmant chili cloche comparable conjoint contenter contributions coréen créant domestique domine durs déja fa
        fondamentaux frigo gardiens grade habitué Hervé Instagram introduire Jay laine Lisa Louvre manuscrit mettons
        mobilier munitions Nicole noix obligée ongles opposant ouvertement ouvrent Pa pan Pauline pdg posent prenons
        press privilège profitez proviennent pénal pénale quarantaine quatorze rappelons recommandé records regroupe
        remplis rendra reporter rer restez retourné retrouvée rural rédigé réelles régulation réplique scolarité
        sections seigneurs set signalé sociologie sortira souhaiter théorique trouvés tweet vaches vaincre valent
        victoria visa vraisemblablement écoutes éloigne évènement accompagnement affirmation ajoutant Alan amant Andy
        approuvé auriez autochtones axes bague barres bec bisous boutons bruits buteur camping capture caution chic
        cohérence commettre confédération considération consommer constituée contemporains contes courageux crever
        créateurs curé disaient discuté disparaît divisé douzaine décennie démon désire Edward emmener emmène ennuie
        entité entrent Eva exacte extérieurs fantôme fixée flamme flèche formés fric fréquente glisser gratuits id
        impatience intellectuel internautes invitée journalisme lent Libye linge Lionel lr manipulation marais
        marchands marguerite maïs menées monarchie more municipaux musicien méchants nuances obliger obstacle Oise ong
        opérer orthographe otage Otan ouf particulières party persuadé pirates poèmes priorités prochainement profits
        proie proposés présentées pâtes pékin recherché refait regretter rejeté remporte ressent revendications saute
        semblerait sex socio soeurs soie sonore souhaité sphère spécialisés studios sun supposé syndrome séduire
        sélectionné tablette traditionnelles traversée turcs urss valise veiller visé volontiers what Wilson xi Young
        épouser équipé abattu accessibles activement adaptée alpha amont ap ascenseur athlète attacher aîné biologie
        bonnet boucher bouffer boys char chirurgien complicité complémentaires comprise concentré concrètement
        contiennent conçue coran coûté creux cœurs dalle discute disposent déception déclin démarre embauche exposer
        familiales fassent favori favorise formée gagnent gel gendarmes grandement héroïne infini instar insupportable
        intrigue Jessica juridiction Ken loups lâché mandats Marion matériels mentionner meurent montres motion Nelson
        Nobel organisées organisés pensons posséder power pressions précises périmètre rapporter rassure reconnus
        reconstruction rires saine sauvetage sexualité siens Sony spatiale stationnement stratégies substances séparé
        sérieuses tien tiendra tombes travaillait tri téléphonique vaisselle Vladimir vêtement âgés écosse épais
        éteindre évacuation admet agissant Amiens annulation Antonio arbitrage Athènes autel authentique autorisés ba
        bourré buzz carnet climatiques compagne concession consulté copies coque couvent crash cristal critère
        créature cure datant devise douloureux dérive effectués empêché encre envisage exécuter foncé fondamentale
        franche féministe fût galère gentils habiller habituel honoré ie if imposition imprimé inclut infraction
        infrastructure innocence interroge jalousie jouets jusqu Lambert manifestement mannequin may men meurtres
        Miller moines mondiaux moutons notions nus om organique oubli pack palmarès paramètres pardonne per plaint
        portion procurer progresser provincial prudent prévisions put renforcement report ressource ri régie réservoir
        sensations sfr sien souhait statuts styles svp thermique transaction trouvais tubes und Valérie variables
        Vatican vedette Vegas Vietnam voudra xd xiii âges énerve épidémie évoqué allemandes aluminium améliore animale
        Ann appartenance approbation associer augustin autobus autorisée bay beach bouches boxe brune brûle bâtir
        bénéficient bénévoles cahiers chants cherchait Chirac clause cloud comble commenter concerné coupables cousine
        croyance crédible culpabilité dangers dominante débuté dégueulasse délicat déplace dévoile effectuée er
        expliquent explosé exportations exposés extraction femelle gains génocide gérant hautement hébergement
        identiques implication instances instinct intellectuels intégrale irais ironie little lorsqu'un Lou mensuel
        mortes multi nettoyage occidental occupés pair passionné photographies pi pompes potable poteau poursuites
        poétique prestige probabilité profondes protégés pédagogique péter racheter rassemble recruter relance
        remarquables remède reviendra rigole rotation roulant routine règlements récupération sauveur savaient
        semestre sergent situées socialisme souhaitez sourit suivis superficie surprendre sénateurs taches tchèque
        technicien trouverez témoigner unanimité valide venger visité wars xxe zoo étonné étroite achevé adolescence
        alternatives ambitieux amours Annie approvisionnement arrange arrêtent artificielle ascension aériennes
        baseball berger bi cachée candidate centimètres chevaliers choqué citations claires compatible complice
        complémentaire conducteurs constructeurs croyant créent cycliste Céline dead dernièrement dessiner diamant
        diane différemment dispositifs dissolution don't dé décharge définitif détresse emprunt encadrement encourage
        entendent escaliers essor exécuté fabriqué farine fiches filer finira fondamental fondateurs fraternité fuck
        gaza gouvernance grotte hard Hubert humidité implantation impulsion incapacité industrielles Julia leaders
        lits marocain maîtriser meurs missiles multitude mérites métaux Nathan naître opposés oublions partagée
        participant plancher posez prisons prières préoccupations puisqu'elle pâques rajouter ramené ravi
        reconnaissant rencontrent renouveler ressens revu reçus road réalisations réchauffement résidents résulte
        sentait signale signaux significative sombres spectateur spirituel sportives surnom suspects synonyme trouvant
        valait vivons çà éclat éclate élan élire Étienne évoquer accroître agi agisse aidez algériens Allah allusion
        blocage bracelet Bruce camarade canaux cavalerie cellulaire cendres chapitres cibles composer compositeur
        compétitions consacre couverts creuse croiser crédibilité deviner diocèse dom domestiques doré doubles ds
        décalage décidément dégradation délicate dépose détient effectuées Elizabeth employeurs entreprendre
        exceptions exploit factures flou fluide fournisseur Félix glisse gravement grise hormis hélicoptère Ier
        impériale injection intimité isolement jersey Kelly lions locataire logistique légendaire maintenance masses
        monastère moque mécaniques médicales nobles nommés nuire occurrence opportunités orage ordonne ouvrant
        pardonner patrice pervers peste pirate politiciens porteurs potentiellement potentiels primes professions
        proposant protéines préjugés pénible péril Raphaël rencontrés repousser représentée rompre routière scénarios
        semblables serrer short spa tantôt ter théologie ti tournois transferts travailleur Ve vf xiv échantillons œuf
        abandonnée administratifs agressions aisément ajoutée algérienne amical appartenait appli approprié arnaque
        artistiques assurant atteints attraper audition bbc bis bloque brillante brûlé bâti cabine capitalisme
        cassation casting center champignons cigarettes collectivité combler compenser compliquée comprenez conseillé
        conventions couillard couverte croisés devriez drapeaux défaites dépendant détenu ei enlèvement entrevue
        essentiels estimer evidemment existé feraient Ferrari financé Flandre formant frein galeries garcia gps
        grammaire grenier guérir hotel immigrés imposant imprimer infanterie injustice interpréter Jennifer jungle
        juppé kit légers magistrat maintenu mangent manif manœuvre mariés masculine mentalité Mercedes modération
        monopole mortalité mortel motivé mutuelle métallique Pakistan palestiniens pare peindre pensions perçu
        philosophique proposées protégée préférable puce qualifie rdv regret Renaud renverser ressembler revues
        risquent Roumanie récupère résidences sauvegarde silencieux singe soumission spécifiquement survécu
        techniquement touchent vaccin valence vendue vives vulgaire vérifie économiser éliminé éloigné émergence
        adopte adressé aires Alberta alimenter Angela annoncée apparente appelez appuyant athlètes attraction aurions
        automobiles autoriser Auvergne avortement banquier Barbara batman blesser cadavre caractérise choque coiffure
        colloque compensation compté constitutionnelle consultant contraste coureurs creuser dangereuses Dave diminué
        directive disputer doctorat déroulement effondrement enchères ennui ensembles enterré essayant estiment ete
        extérieures fatiguée fines finie fiscaux frites full gants Gary glaces gold Grant Grégoire Guadeloupe habits
        harper hostile Howard hypothèses illégale imposent incapables indicateurs ingénierie inscrite inspirer
        intermédiaires inédit jupe laser Leclerc loyers mafia mails merveilleuse mix morales mouton mutation notoriété
        observateur obtention oral parker passions perfection plateaux plongée pluies Poitiers portés promener
        prostitution pue Qatar queen Quentin rate rebelle remplaçant renommée renseigner reprocher routier réguliers
        républicaine santa satellites sculpture sentez servira successivement suffrages tirés tribus trés vaincu
        vitesses voleur voleurs éclater écrites équation étendu éternité aboutir accélérer acquise ados adresses
        Alfred angles assiste assurent avoué bagages bibliographie Billy biodiversité boit brave break Brunswick
        chaussure chu circuler classification coca cochon compteur condamne condamner confirmée contacté contestation
        contradiction convictions dark demandais diplômé directions dominant doué Dupont débattre démons départemental
        désirs détour employée enregistre escalade exiger fibres Finlande fiscales fonctionnent fondre foudre fournis
        fox Francfort games gaulois grippe gênant Haïti hd homo horloge inauguration indication individuels
        intelligents interdits inévitable israélien itinéraire jugée Kate Kenya laboratoires lente lie limoges lisant
        Liverpool légendes made marines Martinique maudit mentions mercure mythique mêle nationaliste neutralité
        neuvième nid notaire nouveautés originalité originaux parcourir partit pelouse placard planètes portées poules
        progressive préjudice publicitaire pubs punir radar radicale rejoins représentés respire retraités reçue robes
        rébellion rédacteur réserver sentais simultanément slogan sonde sortez souffrent souligné talons tasse
        territoriales tigre toilette touches tournent ténèbres variation versé veuille violemment violer violet virage
        écraser édité abeilles abolition accuser administrations admirer affecte aiguille ajout arranger attribuer
        auberge australien boue bourses brute Caire call cia ciné claque Clark come commença configuration cuire
        célébration discrétion disparue distributeur dut définie démarrer ecoute emmerde entoure ep ethnique
        fabricants festivals filmer fonder fosse fume Garonne grasse grenade habiter Hamilton homosexualité
        humanitaire humble i'm Ian imposée indications influences inquiet inspirée interface intitulée ipad Juliette
        lacs lectures lewis littoral luttes magistrats Martine meeting Mo mouche Nasa nazi nba Nigeria nique nourrit
        négatifs Omar online orbite originales particularité pathétique pere Peugeot pipe planter plastiques
        politiquement Potter premiere prolonger préface péninsule pénétrer rappelant rat rats rayonnement
        recommandation reflète relancer relatifs rendait retrouvés revenue risqué rituel réalités réfléchi répondant
        révolutionnaires sentier servait smartphones sortait Stanley supplément survivants tarte technologiques tgv
        thérapie titulaires traîne triangle turque utilisez viii viré volée xbox xvi équitable éventuelle évidente
        évolutions aborde aimée ajoutent ambitions apportent aquitaine ar bagarre bataillon Boulogne bouquet budgets
        budgétaire Cameron carter cession charmante cliniques coincé collines collèges comédien concernées confiée
        coude couture coûter critiqué croissante cuisiner demeurent dense descendants diplomatie diront déesse
        déménager déplacé désastre désespoir détente déterminée edouard elysée entrepris entretient externes food
        formules homosexuels impasse incidents informatiques insertion jadis lin lo loge loisir lumineux légalement
        magnétique mans Marx menti monnaies nocturne otages papillon perdant planification préférés pull pêcheurs
        quotidiennement radios raid range recueillir reflet relevant renard renouvelables rentrant respiration rideau
        rit Ross rude ruine réagit réparations résident sacrifier sanctuaire sanitaires school segment shopping space
        spirituelle sure sylvain tablettes terminal tirent Tl tombés témoignent variés Venezuela vider Villeneuve
        virginie virtuelle visuel vœux Wayne économiste établis étranges académique acceptation accroche accrocher
        accusés acheteur achève adhérents armement atteintes attendons audit austérité aéronautique bancaires bannière
        baptisé baptême bizarres bières bmw bordure bouclier bull bush calculé cat chauds cheville chèvre citron Clara
        cliché comptoir comtesse confrontation cousins crains croisière cup Cécile dessine directs dixième duchesse
        délégués démographique désaccord détaillé edition enseignements entourée entrain envergure explose expo
        exportation expulsion firme fondement forcée fossiles get habitations happy herbes hill immunité incarne
        ingrédients interrogé intégrée irait jai laissait laissée Larry Line Lucien légales législatif magazines
        maitre marée mc mers meuf miens miles module molécules nie now ordi ouvrière p'tit paires parrain Pau perles
        piquer positives poussent privilèges privilégié profils précaution présentement punk rejeter rejette renforce
        retient Rick risquer rousseau récolté réputé révélations sables sages secrétariat secte silva single soulever
        spectaculaire stratégiques tache techniciens trottoir tutelle vampire varier vendeurs vélos wall Yo éclair
        éclaté africaines aidera allocation allumer Anvers appellation appelles applicable architectes associe
        attribue augmentent baissé bank batailles battue battus biographie bizarrement bo bonbons brève Burkina
        cadavres calibre carrières catalogne chanté chauffer chauve chêne chœur cinquantaine classés commencez
        comprenait comptabilité concret condamnée considérées contents convoi copier cross cède Dakar dauphin derby
        dessinée disciplines disparus dispo distribuer divertissement divin débris décors désignation ego emporté
        emprisonnement enculé envoient essentielles expliquant familier flore fonde fragiles fréquent gagnants galaxie
        garanti gays gestionnaire gigantesque gr groupement guerrier hi historiquement idiots idéale inclure
        inconscient indienne jan justifié laissés levant levier Linux locataires lycées Léo majeures marteau masques
        Matthieu merveilles Michelle moine mp mâles mènent normaux occidentales offerte offerts Oliver parvenu
        passager plateformes plumes poker pots profitent protecteur préfères présentait publicitaires qualifiée
        radicaux rappeur recommence reculer regrets renvoyé repérer restrictions rez reçues réfléchis Singapour
        sommets souffrances staff stages Stan standards stocks stopper subvention supermarché Sydney Sylvie tenez
        tirée trajectoire Unesco urbains valider vends venues violentes voyageur xviiie Zélande écossais élites
        équipés abattre about accompagnés admission animée animés anneaux annoncent appliquent arrache attachement
        attachée bang Barry basque Bastia bidon bretons briques brièvement caq carnaval censée cercles chanceux
        chauffe chutes clefs cnrs collectifs comités commençait compassion composants concessions cruel cuisson Damien
        demoiselle diffuse diplômes dir down dues Dylan débarque décisive dépensé déploiement détendre détruite Em
        enrichir entrant Eugène fast fixes flanc funérailles girls Gordon guerriers gâteaux géniale han hip honneurs
        honnêtes honteux hydrogène hymne hôtes impliquant indicateur indispensables informe interprété interruption
        islamiste jumeaux ki landes Languedoc Lausanne lgbt Lisbonne logiquement london longuement mamie marqués
        minorités modifiée Mohammed Moselle multiplication nostalgie notable nov obligatoires olive opposent
        ordinaires passif Paulo Pete Phil pie pistolet plonger portables possédait pourvoir poètes précieuse prés
        punition qualifications ratio recensement reconnaissent regardait reprennent respectent Rochelle résistant
        salons sapin Sara saveur sexes sommaire soulève subissent suffira supposer surplus sympathie tatouage teint
        touchée tuyau user vendent venons vertus vignes vital vogue vérifié édit élégance éternelle évacuer acceptable
        acceptent acides Adrien affichage affreux ajoutez aléatoire app appelant argentin Arte atout aval balcon
        battant bcp biologiques boom boucles bourbon Brad bêtise cachés centimes chancelier chaussettes cheminée Cie
        classée cliquez colons combattant composent confronté connecté conseillère contribuent convertir corporation
        Croatie créativité cuit Cyril céleste danois demandons devenant déco déménagement dénoncé dérivés désagréable
        détaillée détecter efficacement employer enfermé enregistrée enregistrés entiers entrainement equipe
        espionnage estimations ferons filmé fixation fouilles fracture fusillade gage générer générosité habitent
        habituelle hospitalier hydro hésiter illustré impliqués incertitude inciter incontournable indemnité jouez
        laissons low Luke maigre manuscrits mar marchandise menton Mitterrand mou natation Niger night obscurité
        obtenue ombres opus organisateurs paiements partisan pertinence peser piqué plaisirs planté plq posture pourvu
        pratiqué prescription précoce prélèvement puni purée pénis Rachel reconstruire regroupement représentait
        restreint revivre rhétorique rival roches répandu répartis résiste résumer sandwich saurais sauté sobre soldes
        souvenez stades stylo taxis tonne toxiques transféré trésors téléchargement validé Vendée violé vitre voisines
        vomir vôtre économistes épousé étonner achetez Ahmed Alexander alias allier angel apprennent archipel
        bactéries balancer berne borne Brigitte brosse caca cantons chrétiennes clairs clergé colin coloniale coma
        confession congés conquérir conservatoire contrepartie controverse Cooper coutume crayon demandeurs descendant
        diplomatiques dorénavant doubler drôles défunt députée détourner développent engin entités estimée excellents
        exclusive exigence existantes extinction extraire fair fake fonte francophonie galaxy Geneviève grains grammes
        honorable illustrations imprimerie inc indemnités indépendamment infiniment inquiétant intéressée ios ip
        jurisprudence Laurence leo lignée limitation localité Lucie lycéens Maine manipuler manques marchent Marianne
        matelas matins mesdames milles miracles missile molière mousse nationalistes naît Nike Nina occupant oeuf
        opère parade parceque payée pdf peintres Perpignan philippines pilule pleines plutot produites préliminaire
        péchés rail randonnée rappellent renouveau rentabilité rentable renversé rétablissement révèlent saluer Satan
        savon see significatif sky soudainement soudan square statues stone streaming surmonter tag tireur toiles
        touristiques transférer trêve usb vaux vertes viser voisinage Yann écrivent électorales Abraham accumulation
        accélération achever administrateurs ag Agnès aident allen appuyé assistante attaquent attrapé Audrey bayern
        blessée bouts cartons cavalier changes chanteurs chars Chloé citoyenneté clown combiné commençant connaissons
        construits contrer coq cérémonies deal devenues disparaissent diviser dotée dragons dresse décisif déclarée
        déclencher décédée déposée dépêche désordre editions emprise emprunté enregistrements entendue entendus
        environnementale envisagé exclure financièrement first fossé fragments fréquentation furieux gouttes graisse
        gratte gratuites guérison gène habillé habitués Harvey have honnêteté hypocrisie hésité impérial indirectement
        insurrection ix j'me Jupiter jura jusqu'alors Kennedy light marina marocaine marquant marseillais mathématique
        mature matériau menant metal meurtrier modéré mourut mystérieuse méchante nièce optimiste oscars parcouru
        passa percer pin plaie platine plonge pokémon poli priver problématiques proportions publicités ramasser
        rapidité redonner rives Ron rurale Russell réalisme réunies salue sc sensiblement Simone solaires supprime
        supériorité sursis taf tarder temporairement teneur terminale tete traditionnellement traitée traîner Trudeau
        vainqueurs vannes vernis vire visée vivez walker was watch who écarter épicerie abrite accouchement adaptés
        admiration aigle allocations amendes améliorations amélioré antisémitisme approuve aprés archéologie assassin
        autonomes ballons barrages benoit bourgeoisie bulletins bétail cachent Carlo cessez chaises chan Christopher
        châteaux ciment cocktail commercialisation complètes comportent conformité connectés conquis constance convenu
        craquer dallas Danny dessiné discrète disputé divise dominé doses douces doyen Dubois démissionner
        départementale départs dépendent dévoiler essaient fantômes fbi fillette foncière formulaire forteresse
        gardent gardez Gaston grandit graphiques Greg guides Guyane honorer indigènes innovations insécurité
        interaction intervenants jambon jouet joyeuse justesse kilomètre laissera lisse litre loger Lorient lots
        marchait massivement Matthew ministères modernisation mondialisation Mons Murray muscle mélanger mêler noyer
        nues obsession occupait old pairs paquets pass patriotes perdues ping plier poison poumons pourrions prendrait
        prestigieux probleme procédés prospérité précisions préoccupation psychologue pédagogie quittent rails
        ralentir refusant remplit repéré respectueux rubrique sierra sincérité soigneusement sorcière sortit soumises
        store supports system tentant tommy tr tranches valorisation viendront vigilance vigne végétation way écrasé
        édifices émettre énervé épuisé acceptée admire affectés allume anonymes appréciation assad assurés astuce
        atterrissage Aude auteure avaler averti avocate baguette ballet bancs barrières bla branle brouillard
        bénédiction bénéficié Cam chagrin chaire chargement chères cohésion collé compatriotes complété comporter
        connecter contrôlé coulisses country coïncidence crue cuite cycles cyclistes damas dialogues diplômés
        discrètement donnerait décida décroche démocratiques dépens elisabeth endormir etant eurent fondations fui
        féministes gentiment gouvernementale gouverner grey gueules guider gènes hab hais Halloween homicide hybride
        idéologique illustrer impressions inacceptable indifférence indépendantes infractions interactions intérim
        inédite iront Jerry justification législative marshall massage modestes mondiales moon moquer moreau
        multiplier musicales navigateur négligeable over paient paradoxe paraissent patrouille permettront phares
        pisse plaines pourrons propagation Prusse préférez prévision puisqu'ils pâle Pérou recule relevés relié
        relèvent renonce repart reprenant retrouvera revenant revendique reçut rh réduits répété réservés saisis sers
        simulation souche strict séduit taureau terrestres thérapeutique tickets tirant tomates tonnerre trad
        trouveras tuent tumeur tweets téléspectateurs urbaines variées versement viendrait voltaire végétaux vérités
        vétérinaire Watson Yes écarts échéance éclairer étroit accroché acheteurs affiché afro ail aimable anderson
        annuels arrangement arrivées assemblées banane benalla Bercy bienfaits Bonaparte brevets brésilienne
        bénéficiaires bœuf cabane cafés calcaire canne caoutchouc citoyenne citée coll collectives commente composant
        composantes connaissant Constantinople consul cordon couloirs couru coûteux ct cuisse câbles célébrité dance
        danses delta devenait disposant distribué divisée drone déclarant déclenché départementales dépassent emparer
        engagent entame escorte exposées fantaisie filets fo formellement gala gamine gares got géométrie handicapés
        hebdo imbécile immigrants immobiliers immobilière indignation infirmières inférieurs innocents inondations
        interlocuteur intervalle iris isolés it's jugés légères Maghreb marron maxi mdr menacée messi mignonne
        migration mystères médiation métropolitaine natale nickel oct okay opposée opéré orientales orienter our
        passons Philip Phoenix piliers placées plates premièrement prolongation prolongée préférer prénoms
        présidentielles prêtes psychiatre quo quotidiens rappelez ratp recourir recyclage registres renoncé restaurer
        rob rurales réussie sacrifices Saône sdf Sean Serbie sirop sorcier soulagement souriant syrien textile timbre
        tombeau toxique trame transit Turin télécommunications validité veine visions voudraient âne éco éducatif
        élaboré élargir élémentaire éventuel Aaron adeptes adressée affirment agissent agressif aies Airbus alliances
        allo america anecdotes Antilles aperçoit apocalypse approches apprête associées assurément attachés
        attendaient aéroports barbecue bfm blesse bleues bonté bouchon bêtises cfa chinoises cire clic clin Cohen
        commissaires complices compositions concile concurrent consécutive continuera contribuables contrôleur
        coopérative cotisation coupure coupée courriel créées cuisses cédé demandée den Dick douteux draps drive
        débuter décrite décrocher défendent dégagé démarrage déranger enfermer envies excusez existants exposée
        Fabrice fabuleux fermement fermées fm forcés frappes fumé fusée Gabon gardant greffe hollandais homosexuel hp
        im impacts impossibilité impressionnante improbable indigne insisté intimes invente investigation ivre jesus
        jouera Julian lancent led lesbienne licenciement limitées loué manifestent Marcus mas maternité mexicain modem
        moindres moule moulins mystique médiocre mêlée nage naufrage noel négatives Nîmes nôtres observateurs ocde
        organisent originaires oser palme parte parviennent penalty perle Philadelphie plains pleurs poignet pointes
        profitant précautions pénurie rangers recueilli redoutable relire remparts renfort rentrent repère richelieu
        réclament réflexe sabre script selle signatures sinistre spatial successifs sueur suggéré suscite syndicale
        techno tentation terriblement terribles Terry Thérèse tranquillité trip tuyaux tél university vachement
        Vanessa vastes verdict verront violon visent xvie zero égyptien éphémère équipée abondance abords accrue
        addition affirmant Amy anxiété artifice artificiel assemblage atlas atomique attentif attribuée audace
        autoroutes berceau Besançon bulles catastrophique cavaliers centenaire cerf clarté cocaïne collaborateur
        college commences communautaires compétent confrères connards consacrés contester contrôlée convaincus coureur
        couteaux crève curieuse deschamps Diana duché durent dus délits dénomination détective dévoilé Eiffel
        embarquer enseigné enterrement entrés europa exclus exclusivité expérimentation feras ferrand fief fixés
        fondamentales footballeur fouet fournissent foutent fraction franchi fréquentes fédéraux féliciter féminisme
        gentillesse gironde golden habité halte héritiers impliquer inconvénients Indonésie intégral intérieurs
        Islande isoler israélienne joints jouir jusqu'a justes ko laïque Lens liaisons linéaire livrés lopez Manhattan
        mens mere Mlle modernité monts mouches méditation méga méritait navette neiges normales nuance opérationnel
        orienté pcf persiste Picardie pleut pois policières portera posées prolongement prolongé prononcée prostituées
        provinciale prédécesseur puy périphérie racontent remets rende reportages requin run récompenses rédiger
        répandue sentiers Sicile sire souhaitons soupçons speed stagiaire startup stp stricte suggestions surprend
        séduction tabou taff Teddy teinte tendresse traductions tram transformée tuée uranium valley veines vichy
        vilaine virtuel visiteur vitrine vivaient Vosges ème Édouard électeur émet éventuels ab abandonnés ais
        anecdote annales apercevoir appliquées arbitraire atteignent audiences ayons banal Bobby Boris br bug
        canadiennes chassé clique commencement communisme complétement comportant comédiens connaisse copines correcte
        croirait cube culotte directoire disponibilité dorée débarquement déclarent découvrent délinquance détection
        développements effective Elena empêchent enceintes engins enquêter entraînant examiné excité exigeant
        explicite expriment facultés faiblesses fardeau filières finesse fuit gilet grimper Hassan hauteurs hurler
        hypocrite ibn importations incroyables influencer initié inspecteurs intuition intégralement israéliens land
        legault libère livrée lointain maintes make menteur mgr mickey mortels muet musculaire métalliques neufs
        notables oignons optimisation organisateur oublies paisible parallèles pareils partition penche pisser poupée
        price productif progressif provocation préparent psychologiques putains putes pôles reins renforts repasser
        ressemblait resta rochers rouleau rousse réciproque réformer
        """
}
