// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/es.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/es.po, byte for byte.
    public static let po_es = #"""
# Brickson's screen words in Spanish (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: es\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s o %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s a %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s: %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s: %2$s, o tecla %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s: la pantalla muestra %2$s de sus %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d copia"
msgstr[1] "%d copias"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d archivo de tablero"
msgstr[1] "%d archivos de tablero"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d categoría"
msgstr[1] "%d categorías"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d carácter"
msgstr[1] "%d caracteres"

msgid "%d mm"
msgstr "%d mm"

msgid "%d ms"
msgstr "%d ms"

msgid "%d phrase"
msgid_plural "%d phrases"
msgstr[0] "%d frase"
msgstr[1] "%d frases"

msgid "%d recorded clip could not be read and was left out."
msgid_plural "%d recorded clips could not be read and were left out."
msgstr[0] "%d grabación no se pudo leer y se dejó fuera."
msgstr[1] "%d grabaciones no se pudieron leer y se dejaron fuera."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d actualización"
msgstr[1] "%d actualizaciones"

msgid "%d words a minute"
msgstr "%d palabras por minuto"

msgid "%d%%"
msgstr "%d %%"

msgid "%s min ago"
msgstr "hace %s min"

msgid "%s mm"
msgstr "%s mm"

msgid "%s phrases"
msgstr "Frases: %s"

msgid "%s s"
msgstr "%s s"

msgid "%s, less"
msgstr "%s, menos"

msgid "%s, more"
msgstr "%s, más"

msgid "%s, selected"
msgstr "%s, seleccionado"

msgid "%s: already first"
msgstr "%s: ya es la primera"

msgid "%s: already last"
msgstr "%s: ya es la última"

msgid "%s: press it once"
msgstr "%s: púlselo una vez"

msgid "1 selects"
msgstr "1 elige"

msgid "2 selects"
msgstr "2 elige"

msgid "; keys %s"
msgstr "; teclas %s"

msgid "A resting pointer may move"
msgstr "El puntero quieto puede moverse"

msgid "About"
msgstr "Acerca de"

msgid "Add a category"
msgstr "Añadir una categoría"

msgid "Add a phrase"
msgstr "Añadir una frase"

msgid "Add an emergency phrase"
msgstr "Añadir frase de emergencia"

msgid "Again"
msgstr "Repetir"

msgid "Alert failed"
msgstr "Fallo de alerta"

msgid "Alert stopped"
msgstr "Alerta detenida"

msgid "Alert volume"
msgstr "Volumen de alerta"

msgid "Ampersand"
msgstr "Et"

msgid "Another update is being installed. Nothing else was changed."
msgstr "Se está instalando otra actualización. No se cambió nada más."

msgid "Apostrophe"
msgstr "Apóstrofo"

msgid "Arabic comma"
msgstr "Coma árabe"

msgid "Arabic question mark"
msgstr "Signo de interrogación árabe"

msgid "Arabic semicolon"
msgstr "Punto y coma árabe"

msgid "Arrange the categories"
msgstr "Ordenar las categorías"

msgid "Asterisk"
msgstr "Asterisco"

msgid "At sign"
msgstr "Arroba"

msgid "Automatic"
msgstr "Automático"

msgid "Back"
msgstr "Atrás"

msgid "Back to Talking"
msgstr "Hablar"

msgid "Backup holds the message"
msgstr "La copia guarda el mensaje"

msgid "Board: %s"
msgstr "Placa: %s"

msgid "Bold text"
msgstr "Texto en negrita"

msgid "Buttons and Switches"
msgstr "Botones y pulsadores"

msgid "Buttons not working"
msgstr "Botones sin respuesta"

msgid "Buttons not working: %s"
msgstr "Botones sin respuesta: %s"

msgid "Buttons: no fault found"
msgstr "Botones: sin fallos"

msgid "Cancel: keep everything"
msgstr "Cancelar: conservar todo"

msgid "Cancel: restart later"
msgstr "Cancelar: reiniciar después"

msgid "Categories"
msgstr "Categorías"

msgid "Change the words"
msgstr "Cambiar el texto"

msgid "Changes show on Home after Back to Talking"
msgstr "Los cambios se ven en Inicio al volver a hablar"

msgid "Checking that Home shows it whole on this screen…"
msgstr "Comprobando que Inicio lo muestra entero en esta pantalla…"

msgid "Checking…"
msgstr "Comprobando…"

msgid "Choose a list to arrange it."
msgstr "Elija una lista para ordenarla."

msgid "Chosen: %s"
msgstr "Elegida: %s"

msgid "Clear"
msgstr "Vaciar"

msgid "Close bracket"
msgstr "Cerrar paréntesis"

msgid "Colon"
msgstr "Dos puntos"

msgid "Comma"
msgstr "Coma"

msgid "Dark appearance"
msgstr "Aspecto oscuro"

msgid "Delete"
msgstr "Borrar"

msgid "Discard"
msgstr "Descartar"

msgid "Do not import"
msgstr "No importar"

msgid "Do not restore"
msgstr "No restaurar"

msgid "Dollar"
msgstr "Dólar"

msgid "Done"
msgstr "Hecho"

msgid "Emergency"
msgstr "Emergencia"

msgid "Emergency phrases"
msgstr "Frases de emergencia"

msgid "Emergency, selected"
msgstr "Emergencia, seleccionada"

msgid "Enter"
msgstr "Intro"

msgid "Enter or F7"
msgstr "Intro o F7"

msgid "Enter selects"
msgstr "Intro elige"

msgid "Equals"
msgstr "Igual"

msgid "Erase now for a new patient"
msgstr "Borrar ahora para un paciente nuevo"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "Borrar ahora y quitar %d frase añadida para esta persona"
msgstr[1] "Borrar ahora y quitar %d frases añadidas para esta persona"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "Borrado. Listo para el siguiente paciente: la configuración familiar preguntará cómo se usa la pantalla."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "Borra el mensaje, Recuperar, las palabras aprendidas, las grabaciones, el registro y los ajustes de esta persona. Conserva las frases y los volúmenes."

msgid "Euro"
msgstr "Euro"

msgid "Exclamation mark"
msgstr "Signo de exclamación"

msgid "Export a backup"
msgstr "Exportar una copia"

msgid "Export the event log (CSV)"
msgstr "Exportar el registro (CSV)"

msgid "Export the phrases (.obz)"
msgstr "Exportar las frases (.obz)"

msgid "Extra time on first item"
msgstr "Tiempo extra en el primero"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Seguimiento ocular: la mirada se posa en un control para elegirlo"

msgid "Family Setup"
msgstr "Configuración familiar"

msgid "Family Setup: time to check"
msgstr "Configuración familiar: revisar"

msgid "First phrase of %s"
msgstr "Primera frase de %s"

msgid "Full stop"
msgstr "Punto"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "Lleno: %d letra como máximo."
msgstr[1] "Lleno: %d letras como máximo."

msgid "Get Attention"
msgstr "Llamar"

msgid "Get Attention button"
msgstr "Botón Llamar"

msgid "Get Attention is sounding"
msgstr "Suena la llamada"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Puntero de cabeza: el puntero se posa en un control para elegirlo"

msgid "Hear it"
msgstr "Escuchar"

msgid "Held down is stuck after"
msgstr "Pulsado se da por atascado tras"

msgid "Hello. This is how I sound."
msgstr "Hola. Así suena mi voz."

msgid "Hold a touch for"
msgstr "Mantener el toque"

msgid "Hold to move, let go to choose"
msgstr "Mantener para mover, soltar para elegir"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "La pantalla muestra %1$s de las %2$s del tablero"

msgid "How is the screen reached?"
msgstr "¿Cómo se usa la pantalla?"

msgid "Hyphen"
msgstr "Guion"

msgid "Ignore a second press for"
msgstr "Ignorar otra pulsación"

msgid "Ignore bounces for"
msgstr "Ignorar rebotes"

msgid "Import it"
msgstr "Importarlo"

msgid "Import “%s”"
msgstr "Importar «%s»"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "Importado «%1$s»: %2$s, %3$s. Se verán al volver a hablar."

msgid "Increased contrast"
msgstr "Más contraste"

msgid "Install this update"
msgstr "Instalar esta actualización"

msgid "Installing an update"
msgstr "Instalando actualización"

msgid "Installing…"
msgstr "Instalando…"

msgid "Installing… %d %%"
msgstr "Instalando… %d %%"

msgid "Inverted exclamation mark"
msgstr "Abrir exclamación"

msgid "Inverted question mark"
msgstr "Abrir interrogación"

msgid "Keep"
msgstr "Conservar"

msgid "Keeping the recording…"
msgstr "Guardando la grabación…"

msgid "Kept: “%s” now plays in this voice."
msgstr "Guardado: «%s» suena ahora con esta voz."

msgid "Language"
msgstr "Idioma"

msgid "Large"
msgstr "Grande"

msgid "Larger"
msgstr "Más grande"

msgid "Largest"
msgstr "El mayor"

msgid "Last pressed: %s"
msgstr "Última pulsación: %s"

msgid "Last update: %s"
msgstr "Última actualización: %s"

msgid "Later"
msgstr "Después"

msgid "Latin letters"
msgstr "Letras latinas"

msgid "Letters"
msgstr "Letras"

msgid "Log may hold message text"
msgstr "El registro puede guardar mensajes"

msgid "Long hold goes back"
msgstr "Pulsación larga vuelve atrás"

msgid "Looking chooses again"
msgstr "Mirar vuelve a elegir"

msgid "Message"
msgstr "Mensaje"

msgid "Message cannot be saved"
msgstr "No se puede guardar"

msgid "Message full"
msgstr "Mensaje lleno"

msgid "Message limit"
msgstr "Límite del mensaje"

msgid "Message not as saved"
msgstr "Mensaje no como se guardó"

msgid "Message not restored"
msgstr "Mensaje no recuperado"

msgid "Microphone: %s"
msgstr "Micrófono: %s"

msgid "Microphone: none in the board profile"
msgstr "Micrófono: ninguno en el perfil"

msgid "More"
msgstr "Más"

msgid "More (page %1$d of %2$d)"
msgstr "Más (página %1$d de %2$d)"

msgid "Move down"
msgstr "Bajar"

msgid "Move steps, Select chooses"
msgstr "Mover avanza, Elegir elige"

msgid "Move switch"
msgstr "Pulsador Mover"

msgid "Move up"
msgstr "Subir"

msgid "New category"
msgstr "Categoría nueva"

msgid "New emergency phrase"
msgstr "Frase de emergencia nueva"

msgid "New patient: erase this person's data"
msgstr "Paciente nuevo: borrar los datos de esta persona"

msgid "New phrase"
msgstr "Frase nueva"

msgid "New words"
msgstr "Texto nuevo"

msgid "Next: Test the buttons"
msgstr "Siguiente: probar los botones"

msgid "Next: Test the sound"
msgstr "Siguiente: probar el sonido"

msgid "No"
msgstr "No"

msgid "No USB stick. Plug one in: it shows here."
msgstr "No hay memoria USB. Conecte una: aparecerá aquí."

msgid "No alert — Back"
msgstr "Sin alerta — Atrás"

msgid "No button"
msgstr "Botón No"

msgid "No sound"
msgstr "Sin sonido"

msgid "No tone: nurse call on"
msgstr "Sin tono: llamada activa"

msgid "Not deleted: Home needs at least one category."
msgstr "No se borró: el inicio necesita al menos una categoría."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "No se borró: hace falta al menos una frase de emergencia."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "No se borró: una categoría necesita una frase. Borre la categoría."

msgid "Not imported. Nothing on the device changed."
msgstr "No se importó. Nada cambió en el dispositivo."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "No importado: Inicio no podría mostrar entero “%s” en esta pantalla. Nada cambió en el dispositivo."

msgid "Not kept: %s."
msgstr "No guardado: %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "No se guardó: %s. Grabe de nuevo o descarte."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "No guardado: %d letra como máximo."
msgstr[1] "No guardado: %d letras como máximo."

msgid "Not kept: there are no words yet."
msgstr "No guardado: aún no hay palabras."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "No se guardó: «%s» no cabe entero en el inicio con este tamaño. Pruebe con menos palabras o más cortas."

msgid "Not kept: “%s” is already in this list."
msgstr "No guardado: «%s» ya está en esta lista."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "No guardado: «%s» es el nombre de un botón de la pantalla."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "No guardado: “%s” es el nombre del botón que detiene la alerta, y podrían confundirse. Añada una palabra, como “por favor”."

msgid "Not restored. Nothing on the device changed."
msgstr "No se restauró. Nada cambió en el dispositivo."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "No restaurado: Inicio no podría mostrar entero “%s” en esta pantalla. Nada cambió en el dispositivo."

msgid "Nothing done yet."
msgstr "Nada hecho todavía."

msgid "Number sign"
msgstr "Almohadilla"

msgid "Numbers and marks"
msgstr "Números y signos"

msgid "Numbers, accents and marks"
msgstr "Números, acentos y signos"

msgid "Off"
msgstr "No"

msgid "On"
msgstr "Sí"

msgid "One (Select)"
msgstr "Uno (Elegir)"

msgid "Open bracket"
msgstr "Abrir paréntesis"

msgid "Pause"
msgstr "Pausa"

msgid "Paused: looking chooses nothing"
msgstr "En pausa: mirar no elige nada"

msgid "Percent"
msgstr "Por ciento"

msgid "Phrases"
msgstr "Frases"

msgid "Pitch"
msgstr "Tono"

msgid "Plus"
msgstr "Más"

msgid "Pound"
msgstr "Libra"

msgid "Prediction %d"
msgstr "Sugerencia %d"

msgid "Predictions"
msgstr "Sugerencias"

msgid "Press each button once. No one is called."
msgstr "Pulse cada botón una vez. No se llama a nadie."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Privacidad: sin red; nada sale del aparato"

msgid "Put Back"
msgstr "Recuperar"

msgid "Question mark"
msgstr "Signo de interrogación"

msgid "Quotation mark"
msgstr "Comillas"

msgid "Rate"
msgstr "Velocidad"

msgid "Reading the USB stick…"
msgstr "Leyendo la memoria USB…"

msgid "Record again"
msgstr "Grabar de nuevo"

msgid "Record my voice"
msgstr "Grabar mi voz"

msgid "Record my voice: no microphone in the board profile"
msgstr "Grabar mi voz: no hay micrófono en el perfil"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "Grabados %s segundos. Escuche y luego conserve o descarte."

msgid "Recording discarded."
msgstr "Grabación descartada."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "Grabando: diga la frase y elija Parar grabación."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "¿Reemplazar las frases por «%1$s»? Ahora %2$s, %3$s; después %4$s, %5$s."

msgid "Rest to choose for"
msgstr "Posar para elegir"

msgid "Restart into the new system now"
msgstr "Reiniciar ya en el sistema nuevo"

msgid "Restart now"
msgstr "Reiniciar ahora"

msgid "Restart to use it."
msgstr "Reinicie para usarla."

msgid "Restarting…"
msgstr "Reiniciando…"

msgid "Restore it"
msgstr "Restaurarlo"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "¿Restaurar «%1$s»? Se reemplazan las frases (después %2$s, %3$s), los ajustes y las palabras aprendidas."

msgid "Restore “%s”"
msgstr "Restaurar «%s»"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "Restaurado «%s»: frases, ajustes y palabras aprendidas. Se verán al volver a hablar."

msgid "Resume"
msgstr "Reanudar"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "Dicho: %1$s — tal como está escrito, no en %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "Dicho: %1$s — en %2$s: %3$s"

msgid "Said: %s"
msgstr "Dicho: %s"

msgid "Same as the board"
msgstr "Como el tablero"

msgid "Same as the screen"
msgstr "Igual que la pantalla"

msgid "Save"
msgstr "Guardar"

msgid "Save keeps the words; Back leaves without a change"
msgstr "Guardar conserva el texto; Atrás sale sin cambios"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "Copia de todo (con el mensaje) guardada en la memoria como «%s»."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "Copia de todo (sin el mensaje) guardada en la memoria como «%s»."

msgid "Saved the event log to the stick as “%s”."
msgstr "Registro de eventos guardado en la memoria como «%s»."

msgid "Saved the phrases to the stick as “%s”."
msgstr "Frases guardadas en la memoria como «%s»."

msgid "Scan passes before resting"
msgstr "Vueltas antes de parar"

msgid "Scan time"
msgstr "Tiempo de barrido"

msgid "Scanning"
msgstr "Barrido"

msgid "Scanning waits for each name to be said"
msgstr "El barrido espera a que se diga cada nombre"

msgid "Select switch"
msgstr "Pulsador Elegir"

msgid "Semicolon"
msgstr "Punto y coma"

msgid "Set Up Step by Step"
msgstr "Configurar paso a paso"

msgid "Settings"
msgstr "Ajustes"

msgid "Settings goes back to Home after"
msgstr "Los ajustes vuelven al inicio tras"

msgid "Shift"
msgstr "Mayúscula"

msgid "Shift, selected"
msgstr "Mayúscula, seleccionada"

msgid "Show borders"
msgstr "Mostrar bordes"

msgid "Slash"
msgstr "Barra"

msgid "Snap to Item within"
msgstr "Atraer al control a"

msgid "Sound is not working"
msgstr "El sonido no funciona"

msgid "Sounding"
msgstr "Sonando"

msgid "Sounding — choose Stop to end it"
msgstr "Sonando — elija Parar para terminar"

msgid "Space"
msgstr "Espacio"

msgid "Space or F8"
msgstr "Espacio o F8"

msgid "Space selects"
msgstr "Espacio elige"

msgid "Speak"
msgstr "Decir"

msgid "Speak names as they are reached"
msgstr "Decir los nombres al llegar"

msgid "Speak phrases in"
msgstr "Decir las frases en"

msgid "Speech volume"
msgstr "Volumen de la voz"

msgid "Standard"
msgstr "Normal"

msgid "Starting the install…"
msgstr "Iniciando la instalación…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Paso 1 de 3: ¿Cómo se usa?"

msgid "Step 2 of 3: Test the buttons"
msgstr "Paso 2 de 3: probar los botones"

msgid "Step 3 of 3: Test the sound"
msgstr "Paso 3 de 3: probar el sonido"

msgid "Stop"
msgstr "Parar"

msgid "Stop button"
msgstr "Botón Parar"

msgid "Stop recording"
msgstr "Parar grabación"

msgid "Stopped"
msgstr "Detenido"

msgid "Storage: saving normally"
msgstr "Memoria: guarda con normalidad"

msgid "Storage: the last save failed"
msgstr "Memoria: falló el último guardado"

msgid "Swap the switch lines"
msgstr "Intercambiar las líneas de los pulsadores"

msgid "Switch keys"
msgstr "Teclas de pulsador"

msgid "Switches"
msgstr "Pulsadores"

msgid "Switches act on release"
msgstr "Los pulsadores actúan al soltar"

msgid "Switches: one or two switches step through the controls"
msgstr "Pulsadores: uno o dos pulsadores recorren los controles"

msgid "Targets: %1$s (%2$s)"
msgstr "Controles: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Controles: %1$s — la pantalla no tiene sitio para %2$s (%3$s)"

msgid "Text and Display"
msgstr "Texto y pantalla"

msgid "Text size"
msgstr "Tamaño del texto"

msgid "The USB stick cannot be read: %s"
msgstr "No se puede leer la memoria USB: %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "Se retiró la memoria USB. No cambió nada en el aparato."

msgid "The big buttons are not working"
msgstr "Los botones grandes no funcionan"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "El aparato se reinicia en el sistema nuevo: calla hasta que vuelva. Se guardan el mensaje y las frases."

msgid "The event log keeps no message text unless this is on:"
msgstr "El registro no guarda mensajes salvo con esto activo:"

msgid "The install failed. Nothing was changed."
msgstr "La instalación falló. No se cambió nada."

msgid "The message on the device was kept."
msgstr "Se guardó el mensaje del aparato."

msgid "The message was restored too."
msgstr "También se restauró el mensaje."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "Las frases de antes de «%s» han vuelto. Se verán al volver a hablar."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "Las frases, los ajustes y las palabras aprendidas de antes de «%s» han vuelto."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "No se pudo pasar la petición al sistema (%s). No se cambió nada."

msgid "The tone is not sounding. The nurse call is on"
msgstr "El tono no suena. La llamada a enfermería está activa"

msgid "The update did not start and was undone. About says which system runs"
msgstr "La actualización no arrancó y se deshizo. Acerca de indica qué sistema funciona"

msgid "This update was refused. Nothing was changed."
msgstr "Esta actualización fue rechazada. No se cambió nada."

msgid "Time to check Family Setup"
msgstr "Hora de revisar la configuración familiar"

msgid "Touch: a finger on the screen"
msgstr "Tacto: un dedo en la pantalla"

msgid "Try the alert briefly"
msgstr "Probar la alerta"

msgid "Try the voice"
msgstr "Probar la voz"

msgid "Two (Select and Move)"
msgstr "Dos (Elegir y Mover)"

msgid "Type"
msgstr "Escribir"

msgid "Typed messages are spoken as written, not translated."
msgstr "Los mensajes escritos se dicen tal cual, sin traducir."

msgid "USB keyboard"
msgstr "Teclado USB"

msgid "USB stick"
msgstr "Memoria USB"

msgid "USB stick: %s"
msgstr "Memoria USB: %s"

msgid "Undo delete of “%s”"
msgstr "Deshacer el borrado de «%s»"

msgid "Undo import of “%s”"
msgstr "Deshacer la importación de «%s»"

msgid "Undo restore of “%s”"
msgstr "Deshacer la restauración de «%s»"

msgid "Update was undone"
msgstr "Actualización deshecha"

msgid "Update: %s"
msgstr "Actualización: %s"

msgid "Updates: not set up"
msgstr "Actualizaciones: no configuradas"

msgid "Using the USB stick"
msgstr "Usando la memoria USB"

msgid "Version %s is installed."
msgstr "La versión %s está instalada."

msgid "Version %s."
msgstr "Versión %s."

msgid "Version %s:"
msgstr "Versión %s:"

msgid "Version of the other system: %s"
msgstr "Versión del otro sistema: %s"

msgid "Version: %s"
msgstr "Versión: %s"

msgid "Very large"
msgstr "Muy grande"

msgid "Voice Settings"
msgstr "Voz"

msgid "Voice: %s"
msgstr "Voz: %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "Voces: solo espeak-ng (GPL 3)"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "Voces: espeak-ng (GPL 3), SVOX Pico (Apache 2, datos sin código fuente)"

msgid "Volume is very low"
msgstr "El volumen está muy bajo"

msgid "Volume very low"
msgstr "Volumen muy bajo"

msgid "Wait a moment before saying Yes or No"
msgstr "Esperar un momento antes de decir Sí o No"

msgid "What it changes: %s"
msgstr "Qué cambia: %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "Trabajando… deje la memoria hasta que esto diga que terminó."

msgid "Yes"
msgstr "Sí"

msgid "Yes and No at once within"
msgstr "Sí y No a la vez en"

msgid "Yes button"
msgstr "Botón Sí"

msgid "Yes, No and help"
msgstr "Sí, No y ayuda"

msgid "eye tracking"
msgstr "seguimiento ocular"

msgid "head pointing"
msgstr "puntero de cabeza"

msgid "just now"
msgstr "justo ahora"

msgid "line %d"
msgstr "línea %d"

msgid "no line in the board profile"
msgstr "sin línea en el perfil de la placa"

msgid "none yet"
msgstr "ninguno aún"

msgid "over an hour ago"
msgstr "hace más de una hora"

msgid "switches"
msgstr "pulsadores"

msgid "touch"
msgstr "tacto"

msgid "unknown"
msgstr "desconocida"

msgid "✓ %s works"
msgstr "✓ %s funciona"

msgctxt "decimal separator"
msgid "."
msgstr ","

msgctxt "list separator"
msgid ", "
msgstr ", "

"""#
}
