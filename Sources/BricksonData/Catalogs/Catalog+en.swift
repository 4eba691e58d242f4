// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/brickson.pot; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/brickson.pot, byte for byte.
    public static let template = #"""
# The words Brickson shows and says, in English: the template each language's catalog translates (L1).
# Made by Translations/make-catalogs from the core's sources; do not edit by hand.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: en\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "%1$s or %2$s"
msgstr ""

msgid "%1$s to %2$s"
msgstr ""

msgid "%1$s: %2$s"
msgstr ""

msgid "%1$s: %2$s, or key %3$s"
msgstr ""

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr ""

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] ""
msgstr[1] ""

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] ""
msgstr[1] ""

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] ""
msgstr[1] ""

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] ""
msgstr[1] ""

msgid "%d mm"
msgstr ""

msgid "%d ms"
msgstr ""

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] ""
msgstr[1] ""

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] ""
msgstr[1] ""

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] ""
msgstr[1] ""

msgid "%d words a minute"
msgstr ""

msgid "%d%%"
msgstr ""

msgid "%s min ago"
msgstr ""

msgid "%s mm"
msgstr ""

msgid "%s phrases"
msgstr ""

msgid "%s s"
msgstr ""

msgid "%s, less"
msgstr ""

msgid "%s, more"
msgstr ""

msgid "%s, selected"
msgstr ""

msgid "%s: already first"
msgstr ""

msgid "%s: already last"
msgstr ""

msgid "%s: press it once"
msgstr ""

msgid "1 selects"
msgstr ""

msgid "2 selects"
msgstr ""

msgid "; keys %s"
msgstr ""

msgid "A resting pointer may move"
msgstr ""

msgid "About"
msgstr ""

msgid "Add a category"
msgstr ""

msgid "Add a phrase"
msgstr ""

msgid "Add an emergency phrase"
msgstr ""

msgid "Again"
msgstr ""

msgid "Alert failed"
msgstr ""

msgid "Alert stopped"
msgstr ""

msgid "Alert volume"
msgstr ""

msgid "Ampersand"
msgstr ""

msgid "Another update is being installed. Nothing else was changed."
msgstr ""

msgid "Apostrophe"
msgstr ""

msgid "Arabic comma"
msgstr ""

msgid "Arabic question mark"
msgstr ""

msgid "Arabic semicolon"
msgstr ""

msgid "Arrange the categories"
msgstr ""

msgid "Asterisk"
msgstr ""

msgid "At sign"
msgstr ""

msgid "Automatic"
msgstr ""

msgid "Back"
msgstr ""

msgid "Back to Talking"
msgstr ""

msgid "Backup holds the message"
msgstr ""

msgid "Board: %s"
msgstr ""

msgid "Bold text"
msgstr ""

msgid "Buttons and Switches"
msgstr ""

msgid "Buttons not working"
msgstr ""

msgid "Buttons not working: %s"
msgstr ""

msgid "Buttons: no fault found"
msgstr ""

msgid "Cancel: keep everything"
msgstr ""

msgid "Cancel: restart later"
msgstr ""

msgid "Categories"
msgstr ""

msgid "Change the words"
msgstr ""

msgid "Changes show on Home after Back to Talking"
msgstr ""

msgid "Checking that Home shows it whole on this screen…"
msgstr ""

msgid "Checking…"
msgstr ""

msgid "Choose a list to arrange it."
msgstr ""

msgid "Chosen: %s"
msgstr ""

msgid "Clear"
msgstr ""

msgid "Close bracket"
msgstr ""

msgid "Colon"
msgstr ""

msgid "Comma"
msgstr ""

msgid "Dark appearance"
msgstr ""

msgid "Delete"
msgstr ""

msgid "Discard"
msgstr ""

msgid "Do not import"
msgstr ""

msgid "Do not restore"
msgstr ""

msgid "Dollar"
msgstr ""

msgid "Done"
msgstr ""

msgid "Emergency"
msgstr ""

msgid "Emergency phrases"
msgstr ""

msgid "Emergency, selected"
msgstr ""

msgid "Enter"
msgstr ""

msgid "Enter or F7"
msgstr ""

msgid "Enter selects"
msgstr ""

msgid "Equals"
msgstr ""

msgid "Erase now for a new patient"
msgstr ""

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] ""
msgstr[1] ""

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr ""

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr ""

msgid "Euro"
msgstr ""

msgid "Exclamation mark"
msgstr ""

msgid "Export a backup"
msgstr ""

msgid "Export the event log (CSV)"
msgstr ""

msgid "Export the phrases (.obz)"
msgstr ""

msgid "Extra time on first item"
msgstr ""

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr ""

msgid "Family Setup"
msgstr ""

msgid "Family Setup: time to check"
msgstr ""

msgid "First phrase of %s"
msgstr ""

msgid "Full stop"
msgstr ""

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] ""
msgstr[1] ""

msgid "Get Attention"
msgstr ""

msgid "Get Attention button"
msgstr ""

msgid "Get Attention is sounding"
msgstr ""

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr ""

msgid "Hear it"
msgstr ""

msgid "Held down is stuck after"
msgstr ""

msgid "Hello. This is how I sound."
msgstr ""

msgid "Hold a touch for"
msgstr ""

msgid "Hold to move, let go to choose"
msgstr ""

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr ""

msgid "How is the screen reached?"
msgstr ""

msgid "Hyphen"
msgstr ""

msgid "Ignore a second press for"
msgstr ""

msgid "Ignore bounces for"
msgstr ""

msgid "Import it"
msgstr ""

msgid "Import “%s”"
msgstr ""

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr ""

msgid "Increased contrast"
msgstr ""

msgid "Install this update"
msgstr ""

msgid "Installing an update"
msgstr ""

msgid "Installing…"
msgstr ""

msgid "Installing… %d %%"
msgstr ""

msgid "Inverted exclamation mark"
msgstr ""

msgid "Inverted question mark"
msgstr ""

msgid "Keep"
msgstr ""

msgid "Keeping the recording…"
msgstr ""

msgid "Kept: “%s” now plays in this voice."
msgstr ""

msgid "Language"
msgstr ""

msgid "Large"
msgstr ""

msgid "Larger"
msgstr ""

msgid "Largest"
msgstr ""

msgid "Last pressed: %s"
msgstr ""

msgid "Last update: %s"
msgstr ""

msgid "Later"
msgstr ""

msgid "Latin letters"
msgstr ""

msgid "Letters"
msgstr ""

msgid "Log may hold message text"
msgstr ""

msgid "Long hold goes back"
msgstr ""

msgid "Looking chooses again"
msgstr ""

msgid "Message"
msgstr ""

msgid "Message cannot be saved"
msgstr ""

msgid "Message full"
msgstr ""

msgid "Message limit"
msgstr ""

msgid "Message not as saved"
msgstr ""

msgid "Message not restored"
msgstr ""

msgid "Microphone: %s"
msgstr ""

msgid "Microphone: none in the board profile"
msgstr ""

msgid "More"
msgstr ""

msgid "More (page %1$d of %2$d)"
msgstr ""

msgid "Move down"
msgstr ""

msgid "Move steps, Select chooses"
msgstr ""

msgid "Move switch"
msgstr ""

msgid "Move up"
msgstr ""

msgid "New category"
msgstr ""

msgid "New emergency phrase"
msgstr ""

msgid "New patient: erase this person's data"
msgstr ""

msgid "New phrase"
msgstr ""

msgid "New words"
msgstr ""

msgid "Next: Test the buttons"
msgstr ""

msgid "Next: Test the sound"
msgstr ""

msgid "No"
msgstr ""

msgid "No USB stick. Plug one in: it shows here."
msgstr ""

msgid "No alert — Back"
msgstr ""

msgid "No button"
msgstr ""

msgid "No sound"
msgstr ""

msgid "No tone: nurse call on"
msgstr ""

msgid "Not deleted: Home needs at least one category."
msgstr ""

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr ""

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr ""

msgid "Not imported. Nothing on the device changed."
msgstr ""

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr ""

msgid "Not kept: %s."
msgstr ""

msgid "Not kept: %s. Record again or Discard."
msgstr ""

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] ""
msgstr[1] ""

msgid "Not kept: there are no words yet."
msgstr ""

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr ""

msgid "Not kept: “%s” is already in this list."
msgstr ""

msgid "Not kept: “%s” is the name of a button on Home."
msgstr ""

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr ""

msgid "Not restored. Nothing on the device changed."
msgstr ""

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr ""

msgid "Nothing done yet."
msgstr ""

msgid "Number sign"
msgstr ""

msgid "Numbers and marks"
msgstr ""

msgid "Numbers, accents and marks"
msgstr ""

msgid "Off"
msgstr ""

msgid "On"
msgstr ""

msgid "One (Select)"
msgstr ""

msgid "Open bracket"
msgstr ""

msgid "Pause"
msgstr ""

msgid "Paused: looking chooses nothing"
msgstr ""

msgid "Percent"
msgstr ""

msgid "Phrases"
msgstr ""

msgid "Pitch"
msgstr ""

msgid "Plus"
msgstr ""

msgid "Pound"
msgstr ""

msgid "Prediction %d"
msgstr ""

msgid "Predictions"
msgstr ""

msgid "Press each button once. No one is called."
msgstr ""

msgid "Privacy: no network; nothing leaves the device"
msgstr ""

msgid "Put Back"
msgstr ""

msgid "Question mark"
msgstr ""

msgid "Quotation mark"
msgstr ""

msgid "Rate"
msgstr ""

msgid "Reading the USB stick…"
msgstr ""

msgid "Record again"
msgstr ""

msgid "Record my voice"
msgstr ""

msgid "Record my voice: no microphone in the board profile"
msgstr ""

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr ""

msgid "Recording discarded."
msgstr ""

msgid "Recording: say the phrase, then choose Stop recording."
msgstr ""

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr ""

msgid "Rest to choose for"
msgstr ""

msgid "Restart into the new system now"
msgstr ""

msgid "Restart now"
msgstr ""

msgid "Restart to use it."
msgstr ""

msgid "Restarting…"
msgstr ""

msgid "Restore it"
msgstr ""

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr ""

msgid "Restore “%s”"
msgstr ""

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr ""

msgid "Resume"
msgstr ""

msgid "Said: %1$s — as written, not in %2$s"
msgstr ""

msgid "Said: %1$s — in %2$s: %3$s"
msgstr ""

msgid "Said: %s"
msgstr ""

msgid "Same as the board"
msgstr ""

msgid "Same as the screen"
msgstr ""

msgid "Save"
msgstr ""

msgid "Save keeps the words; Back leaves without a change"
msgstr ""

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr ""

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr ""

msgid "Saved the event log to the stick as “%s”."
msgstr ""

msgid "Saved the phrases to the stick as “%s”."
msgstr ""

msgid "Scan passes before resting"
msgstr ""

msgid "Scan time"
msgstr ""

msgid "Scanning"
msgstr ""

msgid "Scanning waits for each name to be said"
msgstr ""

msgid "Select switch"
msgstr ""

msgid "Semicolon"
msgstr ""

msgid "Set Up Step by Step"
msgstr ""

msgid "Settings"
msgstr ""

msgid "Settings goes back to Home after"
msgstr ""

msgid "Shift"
msgstr ""

msgid "Shift, selected"
msgstr ""

msgid "Show borders"
msgstr ""

msgid "Slash"
msgstr ""

msgid "Snap to Item within"
msgstr ""

msgid "Sound is not working"
msgstr ""

msgid "Sounding"
msgstr ""

msgid "Sounding — choose Stop to end it"
msgstr ""

msgid "Space"
msgstr ""

msgid "Space or F8"
msgstr ""

msgid "Space selects"
msgstr ""

msgid "Speak"
msgstr ""

msgid "Speak names as they are reached"
msgstr ""

msgid "Speak phrases in"
msgstr ""

msgid "Speech volume"
msgstr ""

msgid "Standard"
msgstr ""

msgid "Starting the install…"
msgstr ""

msgid "Step 1 of 3: How is the screen reached?"
msgstr ""

msgid "Step 2 of 3: Test the buttons"
msgstr ""

msgid "Step 3 of 3: Test the sound"
msgstr ""

msgid "Stop"
msgstr ""

msgid "Stop button"
msgstr ""

msgid "Stop recording"
msgstr ""

msgid "Stopped"
msgstr ""

msgid "Storage: saving normally"
msgstr ""

msgid "Storage: the last save failed"
msgstr ""

msgid "Swap the switch lines"
msgstr ""

msgid "Switch keys"
msgstr ""

msgid "Switches"
msgstr ""

msgid "Switches act on release"
msgstr ""

msgid "Switches: one or two switches step through the controls"
msgstr ""

msgid "Targets: %1$s (%2$s)"
msgstr ""

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr ""

msgid "Text and Display"
msgstr ""

msgid "Text size"
msgstr ""

msgid "The USB stick cannot be read: %s"
msgstr ""

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr ""

msgid "The big buttons are not working"
msgstr ""

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr ""

msgid "The event log keeps no message text unless this is on:"
msgstr ""

msgid "The install failed. Nothing was changed."
msgstr ""

msgid "The message on the device was kept."
msgstr ""

msgid "The message was restored too."
msgstr ""

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr ""

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr ""

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr ""

msgid "The tone is not sounding. The nurse call is on"
msgstr ""

msgid "The update did not start and was undone. About says which system runs"
msgstr ""

msgid "This update was refused. Nothing was changed."
msgstr ""

msgid "Time to check Family Setup"
msgstr ""

msgid "Touch: a finger on the screen"
msgstr ""

msgid "Try the alert briefly"
msgstr ""

msgid "Try the voice"
msgstr ""

msgid "Two (Select and Move)"
msgstr ""

msgid "Type"
msgstr ""

msgid "Typed messages are spoken as written, not translated."
msgstr ""

msgid "USB keyboard"
msgstr ""

msgid "USB stick"
msgstr ""

msgid "USB stick: %s"
msgstr ""

msgid "Undo delete of “%s”"
msgstr ""

msgid "Undo import of “%s”"
msgstr ""

msgid "Undo restore of “%s”"
msgstr ""

msgid "Update was undone"
msgstr ""

msgid "Update: %s"
msgstr ""

msgid "Updates: not set up"
msgstr ""

msgid "Using the USB stick"
msgstr ""

msgid "Version %s is installed."
msgstr ""

msgid "Version %s."
msgstr ""

msgid "Version %s:"
msgstr ""

msgid "Version of the other system: %s"
msgstr ""

msgid "Version: %s"
msgstr ""

msgid "Very large"
msgstr ""

msgid "Voice Settings"
msgstr ""

msgid "Voice: %s"
msgstr ""

msgid "Voices: espeak-ng (GPL 3) only"
msgstr ""

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr ""

msgid "Volume is very low"
msgstr ""

msgid "Volume very low"
msgstr ""

msgid "Wait a moment before saying Yes or No"
msgstr ""

msgid "What it changes: %s"
msgstr ""

msgid "Working… leave the stick in until this says it is done."
msgstr ""

msgid "Yes"
msgstr ""

msgid "Yes and No at once within"
msgstr ""

msgid "Yes button"
msgstr ""

msgid "Yes, No and help"
msgstr ""

msgid "eye tracking"
msgstr ""

msgid "head pointing"
msgstr ""

msgid "just now"
msgstr ""

msgid "line %d"
msgstr ""

msgid "no line in the board profile"
msgstr ""

msgid "none yet"
msgstr ""

msgid "over an hour ago"
msgstr ""

msgid "switches"
msgstr ""

msgid "touch"
msgstr ""

msgid "unknown"
msgstr ""

msgid "✓ %s works"
msgstr ""

msgctxt "decimal separator"
msgid "."
msgstr ""

msgctxt "list separator"
msgid ", "
msgstr ""

"""#
}
