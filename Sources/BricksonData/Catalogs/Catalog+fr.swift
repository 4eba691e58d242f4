// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/fr.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/fr.po, byte for byte.
    public static let po_fr = #"""
# Brickson's screen words in French (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: fr\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s ou %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s à %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s : %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s : %2$s, ou %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s : l'écran montre %2$s de ses %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d sauvegarde"
msgstr[1] "%d sauvegardes"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d fichier de tableau"
msgstr[1] "%d fichiers de tableau"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d catégorie"
msgstr[1] "%d catégories"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d caractère"
msgstr[1] "%d caractères"

msgid "%d mm"
msgstr "%d mm"

msgid "%d ms"
msgstr "%d ms"

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] "%d phrase"
msgstr[1] "%d phrases"

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] "%d enregistrement illisible a été laissé de côté."
msgstr[1] "%d enregistrements illisibles ont été laissés de côté."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d mise à jour"
msgstr[1] "%d mises à jour"

msgid "%d words a minute"
msgstr "%d mots par minute"

msgid "%d%%"
msgstr "%d %%"

msgid "%s min ago"
msgstr "il y a %s min"

msgid "%s mm"
msgstr "%s mm"

msgid "%s phrases"
msgstr "Phrases : %s"

msgid "%s s"
msgstr "%s s"

msgid "%s, less"
msgstr "%s, moins"

msgid "%s, more"
msgstr "%s, plus"

msgid "%s, selected"
msgstr "%s, choisi"

msgid "%s: already first"
msgstr "%s : déjà en premier"

msgid "%s: already last"
msgstr "%s : déjà en dernier"

msgid "%s: press it once"
msgstr "%s : appuyez une fois"

msgid "1 selects"
msgstr "1 choisit"

msgid "2 selects"
msgstr "2 choisit"

msgid "; keys %s"
msgstr " ; touches %s"

msgid "A resting pointer may move"
msgstr "Un pointeur immobile peut bouger de"

msgid "About"
msgstr "À propos"

msgid "Add a category"
msgstr "Ajouter une catégorie"

msgid "Add a phrase"
msgstr "Ajouter une phrase"

msgid "Add an emergency phrase"
msgstr "Ajouter une phrase d'urgence"

msgid "Again"
msgstr "Répéter"

msgid "Alert failed"
msgstr "Alerte en échec"

msgid "Alert stopped"
msgstr "Alerte arrêtée"

msgid "Alert volume"
msgstr "Volume de l'alerte"

msgid "Ampersand"
msgstr "Esperluette"

msgid "Another update is being installed. Nothing else was changed."
msgstr "Une autre mise à jour s'installe. Rien d'autre n'a changé."

msgid "Apostrophe"
msgstr "Apostrophe"

msgid "Arabic comma"
msgstr "Virgule arabe"

msgid "Arabic question mark"
msgstr "Point d'interrogation arabe"

msgid "Arabic semicolon"
msgstr "Point-virgule arabe"

msgid "Arrange the categories"
msgstr "Ranger les catégories"

msgid "Asterisk"
msgstr "Astérisque"

msgid "At sign"
msgstr "Arobase"

msgid "Automatic"
msgstr "Automatique"

msgid "Back"
msgstr "Retour"

msgid "Back to Talking"
msgstr "Parler"

msgid "Backup holds the message"
msgstr "La sauvegarde garde le message"

msgid "Board: %s"
msgstr "Carte : %s"

msgid "Bold text"
msgstr "Texte en gras"

msgid "Buttons and Switches"
msgstr "Boutons et contacteurs"

msgid "Buttons not working"
msgstr "Boutons en panne"

msgid "Buttons not working: %s"
msgstr "Boutons en panne : %s"

msgid "Buttons: no fault found"
msgstr "Boutons : aucune panne"

msgid "Cancel: keep everything"
msgstr "Annuler : tout garder"

msgid "Cancel: restart later"
msgstr "Annuler : redémarrer plus tard"

msgid "Categories"
msgstr "Catégories"

msgid "Change the words"
msgstr "Changer les mots"

msgid "Changes show on Home after Back to Talking"
msgstr "Les changements s'affichent après Retour à la parole"

msgid "Checking that Home shows it whole on this screen…"
msgstr "Vérification que l'accueil l'affiche en entier sur cet écran…"

msgid "Checking…"
msgstr "Vérification…"

msgid "Choose a list to arrange it."
msgstr "Choisissez une liste à ranger."

msgid "Chosen: %s"
msgstr "Choisi : %s"

msgid "Clear"
msgstr "Vider"

msgid "Close bracket"
msgstr "Parenthèse fermante"

msgid "Colon"
msgstr "Deux-points"

msgid "Comma"
msgstr "Virgule"

msgid "Dark appearance"
msgstr "Apparence sombre"

msgid "Delete"
msgstr "Effacer"

msgid "Discard"
msgstr "Jeter"

msgid "Do not import"
msgstr "Ne pas importer"

msgid "Do not restore"
msgstr "Ne pas restaurer"

msgid "Dollar"
msgstr "Dollar"

msgid "Done"
msgstr "Terminé"

msgid "Emergency"
msgstr "Urgence"

msgid "Emergency phrases"
msgstr "Phrases d'urgence"

msgid "Emergency, selected"
msgstr "Urgence, sélectionnée"

msgid "Enter"
msgstr "Entrée"

msgid "Enter or F7"
msgstr "Entrée ou F7"

msgid "Enter selects"
msgstr "Entrée choisit"

msgid "Equals"
msgstr "Égal"

msgid "Erase now for a new patient"
msgstr "Effacer pour un nouveau patient"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "Effacer et retirer %d phrase ajoutée pour cette personne"
msgstr[1] "Effacer et retirer %d phrases ajoutées pour cette personne"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "Effacé. Prêt pour le patient suivant : le réglage familial demandera l'accès à l'écran."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "Efface le message, Rétablir, les mots appris, les enregistrements, le journal et les réglages de cette personne. Garde les phrases et les volumes."

msgid "Euro"
msgstr "Euro"

msgid "Exclamation mark"
msgstr "Point d'exclamation"

msgid "Export a backup"
msgstr "Exporter une sauvegarde"

msgid "Export the event log (CSV)"
msgstr "Exporter le journal (CSV)"

msgid "Export the phrases (.obz)"
msgstr "Exporter les phrases (.obz)"

msgid "Extra time on first item"
msgstr "Temps en plus sur le premier"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Suivi oculaire : le regard posé sur une commande la choisit"

msgid "Family Setup"
msgstr "Réglage familial"

msgid "Family Setup: time to check"
msgstr "Réglage familial : à vérifier"

msgid "First phrase of %s"
msgstr "Première phrase de %s"

msgid "Full stop"
msgstr "Point"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "Plein : %d lettre au plus."
msgstr[1] "Plein : %d lettres au plus."

msgid "Get Attention"
msgstr "Appeler"

msgid "Get Attention button"
msgstr "Bouton Appeler"

msgid "Get Attention is sounding"
msgstr "L'appel sonne"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Pointage par la tête : le pointeur posé sur une commande la choisit"

msgid "Hear it"
msgstr "Écouter"

msgid "Held down is stuck after"
msgstr "Appui bloqué après"

msgid "Hello. This is how I sound."
msgstr "Bonjour. Voici ma voix."

msgid "Hold a touch for"
msgstr "Maintenir le toucher"

msgid "Hold to move, let go to choose"
msgstr "Maintenir pour avancer, relâcher pour choisir"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "L'écran montre %1$s des %2$s du tableau"

msgid "How is the screen reached?"
msgstr "Quel accès à l'écran ?"

msgid "Hyphen"
msgstr "Trait d'union"

msgid "Ignore a second press for"
msgstr "Ignorer un second appui"

msgid "Ignore bounces for"
msgstr "Ignorer les rebonds"

msgid "Import it"
msgstr "L’importer"

msgid "Import “%s”"
msgstr "Importer « %s »"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "Importé « %1$s » : %2$s, %3$s. Visibles après Parler."

msgid "Increased contrast"
msgstr "Contraste renforcé"

msgid "Install this update"
msgstr "Installer cette mise à jour"

msgid "Installing an update"
msgstr "Mise à jour en cours"

msgid "Installing…"
msgstr "Installation…"

msgid "Installing… %d %%"
msgstr "Installation… %d %%"

msgid "Inverted exclamation mark"
msgstr "Point d'exclamation inversé"

msgid "Inverted question mark"
msgstr "Point d'interrogation inversé"

msgid "Keep"
msgstr "Garder"

msgid "Keeping the recording…"
msgstr "Enregistrement en cours de sauvegarde…"

msgid "Kept: “%s” now plays in this voice."
msgstr "Gardé : « %s » se dit maintenant avec cette voix."

msgid "Language"
msgstr "Langue"

msgid "Large"
msgstr "Grand"

msgid "Larger"
msgstr "Plus grand"

msgid "Largest"
msgstr "Le plus grand"

msgid "Last pressed: %s"
msgstr "Dernier appui : %s"

msgid "Last update: %s"
msgstr "Dernière mise à jour : %s"

msgid "Later"
msgstr "Plus tard"

msgid "Latin letters"
msgstr "Lettres latines"

msgid "Letters"
msgstr "Lettres"

msgid "Log may hold message text"
msgstr "Le journal peut garder les messages"

msgid "Long hold goes back"
msgstr "Appui long pour revenir"

msgid "Looking chooses again"
msgstr "Regarder choisit de nouveau"

msgid "Message"
msgstr "Message"

msgid "Message cannot be saved"
msgstr "Message non enregistré"

msgid "Message full"
msgstr "Message plein"

msgid "Message limit"
msgstr "Limite du message"

msgid "Message not as saved"
msgstr "Message différent"

msgid "Message not restored"
msgstr "Message non restauré"

msgid "Microphone: %s"
msgstr "Micro : %s"

msgid "Microphone: none in the board profile"
msgstr "Micro : aucun dans le profil"

msgid "More"
msgstr "Plus"

msgid "More (page %1$d of %2$d)"
msgstr "Plus (page %1$d sur %2$d)"

msgid "Move down"
msgstr "Descendre"

msgid "Move steps, Select chooses"
msgstr "Avancer déplace, Choisir choisit"

msgid "Move switch"
msgstr "Contacteur Avancer"

msgid "Move up"
msgstr "Monter"

msgid "New category"
msgstr "Nouvelle catégorie"

msgid "New emergency phrase"
msgstr "Nouvelle phrase d'urgence"

msgid "New patient: erase this person's data"
msgstr "Nouveau patient : effacer les données"

msgid "New phrase"
msgstr "Nouvelle phrase"

msgid "New words"
msgstr "Nouveaux mots"

msgid "Next: Test the buttons"
msgstr "Suivant : tester les boutons"

msgid "Next: Test the sound"
msgstr "Suivant : tester le son"

msgid "No"
msgstr "Non"

msgid "No USB stick. Plug one in: it shows here."
msgstr "Pas de clé USB. Branchez-en une : elle s'affiche ici."

msgid "No alert — Back"
msgstr "Pas d'alerte — Retour"

msgid "No button"
msgstr "Bouton Non"

msgid "No sound"
msgstr "Pas de son"

msgid "No tone: nurse call on"
msgstr "Appel actif, sans son"

msgid "Not deleted: Home needs at least one category."
msgstr "Non supprimé : l'accueil a besoin d'au moins une catégorie."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "Non supprimé : il faut au moins une phrase d'urgence."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "Non supprimé : une catégorie a besoin d'une phrase. Supprimez plutôt la catégorie."

msgid "Not imported. Nothing on the device changed."
msgstr "Pas importé. Rien n’a changé sur l’appareil."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Non importé : l'accueil ne pourrait pas afficher « %s » en entier sur cet écran. Rien n'a changé sur l'appareil."

msgid "Not kept: %s."
msgstr "Non gardé : %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "Non gardé : %s. Réenregistrez ou jetez."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "Non gardé : %d lettre au plus."
msgstr[1] "Non gardé : %d lettres au plus."

msgid "Not kept: there are no words yet."
msgstr "Non gardé : il n'y a pas encore de mots."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "Non gardé : « %s » ne tient pas entier à cette taille. Essayez des mots moins nombreux ou plus courts."

msgid "Not kept: “%s” is already in this list."
msgstr "Non gardé : « %s » est déjà dans cette liste."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "Non gardé : « %s » est le nom d'un bouton de l'écran."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "Non gardé : « %s » est le nom du bouton qui arrête l'alerte, et on pourrait les confondre. Ajoutez un mot, comme « s'il vous plaît »."

msgid "Not restored. Nothing on the device changed."
msgstr "Pas restauré. Rien n’a changé sur l’appareil."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Non restauré : l'accueil ne pourrait pas afficher « %s » en entier sur cet écran. Rien n'a changé sur l'appareil."

msgid "Nothing done yet."
msgstr "Rien de fait pour l'instant."

msgid "Number sign"
msgstr "Croisillon"

msgid "Numbers and marks"
msgstr "Chiffres et signes"

msgid "Numbers, accents and marks"
msgstr "Chiffres, accents et signes"

msgid "Off"
msgstr "Non"

msgid "On"
msgstr "Oui"

msgid "One (Select)"
msgstr "Un (Choisir)"

msgid "Open bracket"
msgstr "Parenthèse ouvrante"

msgid "Pause"
msgstr "Pause"

msgid "Paused: looking chooses nothing"
msgstr "En pause : regarder ne choisit rien"

msgid "Percent"
msgstr "Pour cent"

msgid "Phrases"
msgstr "Phrases"

msgid "Pitch"
msgstr "Hauteur"

msgid "Plus"
msgstr "Plus"

msgid "Pound"
msgstr "Livre"

msgid "Prediction %d"
msgstr "Suggestion %d"

msgid "Predictions"
msgstr "Suggestions"

msgid "Press each button once. No one is called."
msgstr "Appuyez une fois sur chaque bouton. Personne n'est appelé."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Confidentialité : aucun réseau ; rien ne sort de l'appareil"

msgid "Put Back"
msgstr "Rétablir"

msgid "Question mark"
msgstr "Point d'interrogation"

msgid "Quotation mark"
msgstr "Guillemet"

msgid "Rate"
msgstr "Débit"

msgid "Reading the USB stick…"
msgstr "Lecture de la clé USB…"

msgid "Record again"
msgstr "Réenregistrer"

msgid "Record my voice"
msgstr "Enregistrer ma voix"

msgid "Record my voice: no microphone in the board profile"
msgstr "Enregistrer ma voix : pas de micro dans le profil"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "%s secondes enregistrées. Écoutez, puis gardez ou jetez."

msgid "Recording discarded."
msgstr "Enregistrement jeté."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "Enregistrement : dites la phrase, puis choisissez Arrêter."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "Remplacer les phrases par « %1$s » ? Maintenant %2$s, %3$s ; après %4$s, %5$s."

msgid "Rest to choose for"
msgstr "Rester pour choisir"

msgid "Restart into the new system now"
msgstr "Redémarrer dans le nouveau système"

msgid "Restart now"
msgstr "Redémarrer maintenant"

msgid "Restart to use it."
msgstr "Redémarrez pour l'utiliser."

msgid "Restarting…"
msgstr "Redémarrage…"

msgid "Restore it"
msgstr "La restaurer"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "Restaurer « %1$s » ? Les phrases (après %2$s, %3$s), les réglages et les mots appris sont remplacés."

msgid "Restore “%s”"
msgstr "Restaurer « %s »"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "Restauré « %s » : phrases, réglages et mots appris. Visibles après Parler."

msgid "Resume"
msgstr "Reprendre"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "Dit : %1$s — tel qu'écrit, pas en %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "Dit : %1$s — en %2$s : %3$s"

msgid "Said: %s"
msgstr "Dit : %s"

msgid "Same as the board"
msgstr "Comme le tableau"

msgid "Same as the screen"
msgstr "Comme l'écran"

msgid "Save"
msgstr "Garder"

msgid "Save keeps the words; Back leaves without a change"
msgstr "Garder conserve les mots ; Retour quitte sans changer"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "Sauvegarde de tout (avec le message) enregistrée sur la clé sous « %s »."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "Sauvegarde de tout (sans le message) enregistrée sur la clé sous « %s »."

msgid "Saved the event log to the stick as “%s”."
msgstr "Journal enregistré sur la clé sous « %s »."

msgid "Saved the phrases to the stick as “%s”."
msgstr "Phrases enregistrées sur la clé sous « %s »."

msgid "Scan passes before resting"
msgstr "Passages avant l'arrêt"

msgid "Scan time"
msgstr "Temps de défilement"

msgid "Scanning"
msgstr "Défilement"

msgid "Scanning waits for each name to be said"
msgstr "Le défilement attend que chaque nom soit dit"

msgid "Select switch"
msgstr "Contacteur Choisir"

msgid "Semicolon"
msgstr "Point-virgule"

msgid "Set Up Step by Step"
msgstr "Réglage pas à pas"

msgid "Settings"
msgstr "Réglages"

msgid "Settings goes back to Home after"
msgstr "Les réglages reviennent à l'accueil après"

msgid "Shift"
msgstr "Majuscule"

msgid "Shift, selected"
msgstr "Majuscule, sélectionnée"

msgid "Show borders"
msgstr "Afficher les bords"

msgid "Slash"
msgstr "Barre oblique"

msgid "Snap to Item within"
msgstr "Aimanter à moins de"

msgid "Sound is not working"
msgstr "Le son ne fonctionne pas"

msgid "Sounding"
msgstr "Appel en cours"

msgid "Sounding — choose Stop to end it"
msgstr "Appel en cours — choisissez Arrêter"

msgid "Space"
msgstr "Espace"

msgid "Space or F8"
msgstr "Espace ou F8"

msgid "Space selects"
msgstr "Espace choisit"

msgid "Speak"
msgstr "Dire"

msgid "Speak names as they are reached"
msgstr "Dire les noms au passage"

msgid "Speak phrases in"
msgstr "Dire les phrases en"

msgid "Speech volume"
msgstr "Volume de la voix"

msgid "Standard"
msgstr "Normal"

msgid "Starting the install…"
msgstr "Début de l'installation…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Étape 1/3 : l'accès"

msgid "Step 2 of 3: Test the buttons"
msgstr "Étape 2/3 : les boutons"

msgid "Step 3 of 3: Test the sound"
msgstr "Étape 3/3 : le son"

msgid "Stop"
msgstr "Arrêter"

msgid "Stop button"
msgstr "Bouton Arrêter"

msgid "Stop recording"
msgstr "Arrêter"

msgid "Stopped"
msgstr "Interrompu"

msgid "Storage: saving normally"
msgstr "Stockage : enregistrement normal"

msgid "Storage: the last save failed"
msgstr "Stockage : le dernier enregistrement a échoué"

msgid "Swap the switch lines"
msgstr "Inverser les lignes des contacteurs"

msgid "Switch keys"
msgstr "Touches contacteurs"

msgid "Switches"
msgstr "Contacteurs"

msgid "Switches act on release"
msgstr "Les contacteurs agissent au relâchement"

msgid "Switches: one or two switches step through the controls"
msgstr "Contacteurs : un ou deux contacteurs parcourent les commandes"

msgid "Targets: %1$s (%2$s)"
msgstr "Cibles : %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Cibles : %1$s — l'écran n'a pas la place pour %2$s (%3$s)"

msgid "Text and Display"
msgstr "Texte et affichage"

msgid "Text size"
msgstr "Taille du texte"

msgid "The USB stick cannot be read: %s"
msgstr "La clé USB est illisible : %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "La clé USB a été retirée. Rien n'a changé sur l'appareil."

msgid "The big buttons are not working"
msgstr "Les gros boutons ne marchent pas"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "L'appareil redémarre dans le nouveau système : il est muet jusqu'à son retour. Le message et les phrases restent."

msgid "The event log keeps no message text unless this is on:"
msgstr "Le journal ne garde aucun message sauf si ceci est activé :"

msgid "The install failed. Nothing was changed."
msgstr "L'installation a échoué. Rien n'a changé."

msgid "The message on the device was kept."
msgstr "Le message de l'appareil a été gardé."

msgid "The message was restored too."
msgstr "Le message a été restauré aussi."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "Les phrases d’avant « %s » sont revenues. Visibles après Parler."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "Les phrases, les réglages et les mots appris d’avant « %s » sont revenus."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "La demande n'a pas pu être transmise au système (%s). Rien n'a changé."

msgid "The tone is not sounding. The nurse call is on"
msgstr "La tonalité ne sonne pas. L'appel infirmière est actif"

msgid "The update did not start and was undone. About says which system runs"
msgstr "La mise à jour n'a pas démarré et a été annulée. À propos indique le système actif"

msgid "This update was refused. Nothing was changed."
msgstr "Cette mise à jour a été refusée. Rien n'a changé."

msgid "Time to check Family Setup"
msgstr "Il est temps de vérifier le réglage familial"

msgid "Touch: a finger on the screen"
msgstr "Toucher : un doigt sur l'écran"

msgid "Try the alert briefly"
msgstr "Essayer l'alerte"

msgid "Try the voice"
msgstr "Essayer la voix"

msgid "Two (Select and Move)"
msgstr "Deux (Choisir et Avancer)"

msgid "Type"
msgstr "Écrire"

msgid "Typed messages are spoken as written, not translated."
msgstr "Les messages tapés sont dits tels quels, sans traduction."

msgid "USB keyboard"
msgstr "Clavier USB"

msgid "USB stick"
msgstr "Clé USB"

msgid "USB stick: %s"
msgstr "Clé USB : %s"

msgid "Undo delete of “%s”"
msgstr "Annuler la suppression de « %s »"

msgid "Undo import of “%s”"
msgstr "Annuler l’import de « %s »"

msgid "Undo restore of “%s”"
msgstr "Annuler la restauration de « %s »"

msgid "Update was undone"
msgstr "Mise à jour annulée"

msgid "Update: %s"
msgstr "Mise à jour : %s"

msgid "Updates: not set up"
msgstr "Mises à jour : non configurées"

msgid "Using the USB stick"
msgstr "Clé USB utilisée"

msgid "Version %s is installed."
msgstr "La version %s est installée."

msgid "Version %s."
msgstr "Version %s."

msgid "Version %s:"
msgstr "Version %s :"

msgid "Version of the other system: %s"
msgstr "Version de l'autre système : %s"

msgid "Version: %s"
msgstr "Version : %s"

msgid "Very large"
msgstr "Très grand"

msgid "Voice Settings"
msgstr "Voix"

msgid "Voice: %s"
msgstr "Voix : %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "Voix : espeak-ng (GPL 3) uniquement"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "Voix : espeak-ng (GPL 3), SVOX Pico (Apache 2, données sans source)"

msgid "Volume is very low"
msgstr "Le volume est très bas"

msgid "Volume very low"
msgstr "Volume très bas"

msgid "Wait a moment before saying Yes or No"
msgstr "Attendre un instant avant de dire Oui ou Non"

msgid "What it changes: %s"
msgstr "Ce qu'elle change : %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "En cours… laissez la clé jusqu'à la fin indiquée ici."

msgid "Yes"
msgstr "Oui"

msgid "Yes and No at once within"
msgstr "Oui et Non ensemble en"

msgid "Yes button"
msgstr "Bouton Oui"

msgid "Yes, No and help"
msgstr "Oui, Non et aide"

msgid "eye tracking"
msgstr "suivi oculaire"

msgid "head pointing"
msgstr "pointage par la tête"

msgid "just now"
msgstr "à l’instant"

msgid "line %d"
msgstr "ligne %d"

msgid "no line in the board profile"
msgstr "aucune ligne"

msgid "none yet"
msgstr "aucun pour l'instant"

msgid "over an hour ago"
msgstr "il y a plus d’une heure"

msgid "switches"
msgstr "contacteurs"

msgid "touch"
msgstr "toucher"

msgid "unknown"
msgstr "inconnue"

msgid "✓ %s works"
msgstr "✓ %s fonctionne"

msgctxt "decimal separator"
msgid "."
msgstr ","

msgctxt "list separator"
msgid ", "
msgstr ", "

"""#
}
