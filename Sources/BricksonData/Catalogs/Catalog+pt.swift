// swift-format-ignore-file
// (The PO file's text, byte for byte, which formatting would change.)
// Made by Translations/make-catalogs from Translations/pt.po; edit the PO file, not this one.

extension CatalogTexts {
    /// Translations/pt.po, byte for byte.
    public static let po_pt = #"""
# Brickson's screen words in Portuguese (L1).
# NOT YET REVIEWED by a native speaker: translated from the English template, brickson.pot. Until a native speaker
# has checked every message, X-Native-Review stays "none" and ACCESSIBILITY.md (L1) says so.
msgid ""
msgstr ""
"Project-Id-Version: Brickson\n"
"Language: pt\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"X-Native-Review: none\n"

msgid "%1$s or %2$s"
msgstr "%1$s ou %2$s"

msgid "%1$s to %2$s"
msgstr "%1$s a %2$s"

msgid "%1$s: %2$s"
msgstr "%1$s: %2$s"

msgid "%1$s: %2$s, or key %3$s"
msgstr "%1$s: %2$s, ou tecla %3$s"

msgid "%1$s: Home shows %2$s of its %3$s on this screen"
msgstr "%1$s: o ecrã mostra %2$s das suas %3$s"

msgid "%d backup"
msgid_plural "%d backups"
msgstr[0] "%d cópia"
msgstr[1] "%d cópias"

msgid "%d board file"
msgid_plural "%d board files"
msgstr[0] "%d ficheiro de quadro"
msgstr[1] "%d ficheiros de quadro"

msgid "%d category"
msgid_plural "%d categories"
msgstr[0] "%d categoria"
msgstr[1] "%d categorias"

msgid "%d character"
msgid_plural "%d characters"
msgstr[0] "%d carácter"
msgstr[1] "%d carateres"

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
msgstr[0] "%d gravação não pôde ser lida e ficou de fora."
msgstr[1] "%d gravações não puderam ser lidas e ficaram de fora."

msgid "%d update"
msgid_plural "%d updates"
msgstr[0] "%d atualização"
msgstr[1] "%d atualizações"

msgid "%d words a minute"
msgstr "%d palavras por minuto"

msgid "%d%%"
msgstr "%d%%"

msgid "%s min ago"
msgstr "há %s min"

msgid "%s mm"
msgstr "%s mm"

msgid "%s phrases"
msgstr "Frases: %s"

msgid "%s s"
msgstr "%s s"

msgid "%s, less"
msgstr "%s, menos"

msgid "%s, more"
msgstr "%s, mais"

msgid "%s, selected"
msgstr "%s, escolhido"

msgid "%s: already first"
msgstr "%s: já é a primeira"

msgid "%s: already last"
msgstr "%s: já é a última"

msgid "%s: press it once"
msgstr "%s: prima uma vez"

msgid "1 selects"
msgstr "1 escolhe"

msgid "2 selects"
msgstr "2 escolhe"

msgid "; keys %s"
msgstr "; teclas %s"

msgid "A resting pointer may move"
msgstr "O ponteiro parado pode mover-se"

msgid "About"
msgstr "Sobre"

msgid "Add a category"
msgstr "Adicionar uma categoria"

msgid "Add a phrase"
msgstr "Adicionar uma frase"

msgid "Add an emergency phrase"
msgstr "Adicionar frase de emergência"

msgid "Again"
msgstr "Repetir"

msgid "Alert failed"
msgstr "Alerta falhou"

msgid "Alert stopped"
msgstr "Alerta parou"

msgid "Alert volume"
msgstr "Volume do alerta"

msgid "Ampersand"
msgstr "E comercial"

msgid "Another update is being installed. Nothing else was changed."
msgstr "Outra atualização está a ser instalada. Nada mais foi alterado."

msgid "Apostrophe"
msgstr "Apóstrofo"

msgid "Arabic comma"
msgstr "Vírgula árabe"

msgid "Arabic question mark"
msgstr "Ponto de interrogação árabe"

msgid "Arabic semicolon"
msgstr "Ponto e vírgula árabe"

msgid "Arrange the categories"
msgstr "Ordenar as categorias"

msgid "Asterisk"
msgstr "Asterisco"

msgid "At sign"
msgstr "Arroba"

msgid "Automatic"
msgstr "Automático"

msgid "Back"
msgstr "Voltar"

msgid "Back to Talking"
msgstr "Voltar a falar"

msgid "Backup holds the message"
msgstr "A cópia guarda a mensagem"

msgid "Board: %s"
msgstr "Placa: %s"

msgid "Bold text"
msgstr "Texto a negrito"

msgid "Buttons and Switches"
msgstr "Botões e manípulos"

msgid "Buttons not working"
msgstr "Botões avariados"

msgid "Buttons not working: %s"
msgstr "Botões avariados: %s"

msgid "Buttons: no fault found"
msgstr "Botões: sem falhas"

msgid "Cancel: keep everything"
msgstr "Cancelar: manter tudo"

msgid "Cancel: restart later"
msgstr "Cancelar: reiniciar depois"

msgid "Categories"
msgstr "Categorias"

msgid "Change the words"
msgstr "Alterar o texto"

msgid "Changes show on Home after Back to Talking"
msgstr "As alterações aparecem depois de Voltar a falar"

msgid "Checking that Home shows it whole on this screen…"
msgstr "A verificar se o Início o mostra inteiro neste ecrã…"

msgid "Checking…"
msgstr "A verificar…"

msgid "Choose a list to arrange it."
msgstr "Escolha uma lista para a ordenar."

msgid "Chosen: %s"
msgstr "Escolhida: %s"

msgid "Clear"
msgstr "Limpar"

msgid "Close bracket"
msgstr "Fecha parêntese"

msgid "Colon"
msgstr "Dois pontos"

msgid "Comma"
msgstr "Vírgula"

msgid "Dark appearance"
msgstr "Aspeto escuro"

msgid "Delete"
msgstr "Apagar"

msgid "Discard"
msgstr "Descartar"

msgid "Do not import"
msgstr "Não importar"

msgid "Do not restore"
msgstr "Não restaurar"

msgid "Dollar"
msgstr "Dólar"

msgid "Done"
msgstr "Concluído"

msgid "Emergency"
msgstr "Emergência"

msgid "Emergency phrases"
msgstr "Frases de emergência"

msgid "Emergency, selected"
msgstr "Emergência, selecionada"

msgid "Enter"
msgstr "Enter"

msgid "Enter or F7"
msgstr "Enter ou F7"

msgid "Enter selects"
msgstr "Enter escolhe"

msgid "Equals"
msgstr "Igual"

msgid "Erase now for a new patient"
msgstr "Apagar agora para novo doente"

msgid "Erase now, and remove %d phrase added for them"
msgid_plural "Erase now, and remove %d phrases added for them"
msgstr[0] "Apagar agora e retirar %d frase adicionada para esta pessoa"
msgstr[1] "Apagar agora e retirar %d frases adicionadas para esta pessoa"

msgid "Erased. Ready for the next patient: Family Setup asks how the screen is reached."
msgstr "Apagado. Pronto para o próximo doente: a configuração familiar pergunta como se usa o ecrã."

msgid "Erases the message, Put Back, learned words, recorded clips, the event log and this person's settings. Keeps the phrases and the volumes."
msgstr "Apaga a mensagem, Repor, as palavras aprendidas, as gravações, o registo e as definições desta pessoa. Mantém as frases e os volumes."

msgid "Euro"
msgstr "Euro"

msgid "Exclamation mark"
msgstr "Ponto de exclamação"

msgid "Export a backup"
msgstr "Exportar uma cópia"

msgid "Export the event log (CSV)"
msgstr "Exportar o registo (CSV)"

msgid "Export the phrases (.obz)"
msgstr "Exportar as frases (.obz)"

msgid "Extra time on first item"
msgstr "Tempo extra no primeiro"

msgid "Eye tracking: the eyes rest on a control to choose it"
msgstr "Seguimento ocular: o olhar pousa num controlo para o escolher"

msgid "Family Setup"
msgstr "Configuração familiar"

msgid "Family Setup: time to check"
msgstr "Configuração familiar: rever"

msgid "First phrase of %s"
msgstr "Primeira frase de %s"

msgid "Full stop"
msgstr "Ponto final"

msgid "Full: at most %d letter."
msgid_plural "Full: at most %d letters."
msgstr[0] "Cheio: no máximo %d letra."
msgstr[1] "Cheio: no máximo %d letras."

msgid "Get Attention"
msgstr "Chamar"

msgid "Get Attention button"
msgstr "Botão Chamar"

msgid "Get Attention is sounding"
msgstr "A chamada está a tocar"

msgid "Head pointing: a pointer rests on a control to choose it"
msgstr "Ponteiro de cabeça: o ponteiro pousa num controlo para o escolher"

msgid "Hear it"
msgstr "Ouvir"

msgid "Held down is stuck after"
msgstr "Premido fica preso após"

msgid "Hello. This is how I sound."
msgstr "Olá. Esta é a minha voz."

msgid "Hold a touch for"
msgstr "Manter o toque"

msgid "Hold to move, let go to choose"
msgstr "Manter para mover, largar para escolher"

msgid "Home shows %1$s of the board's %2$s on this screen"
msgstr "O ecrã mostra %1$s das %2$s do quadro"

msgid "How is the screen reached?"
msgstr "Como se usa o ecrã?"

msgid "Hyphen"
msgstr "Hífen"

msgid "Ignore a second press for"
msgstr "Ignorar segundo toque"

msgid "Ignore bounces for"
msgstr "Ignorar ressaltos"

msgid "Import it"
msgstr "Importar"

msgid "Import “%s”"
msgstr "Importar «%s»"

msgid "Imported “%1$s”: %2$s, %3$s. They show on Home after Back to Talking."
msgstr "Importado «%1$s»: %2$s, %3$s. Aparecem depois de Voltar a falar."

msgid "Increased contrast"
msgstr "Mais contraste"

msgid "Install this update"
msgstr "Instalar esta atualização"

msgid "Installing an update"
msgstr "A instalar atualização"

msgid "Installing…"
msgstr "A instalar…"

msgid "Installing… %d %%"
msgstr "A instalar… %d %%"

msgid "Inverted exclamation mark"
msgstr "Ponto de exclamação invertido"

msgid "Inverted question mark"
msgstr "Ponto de interrogação invertido"

msgid "Keep"
msgstr "Manter"

msgid "Keeping the recording…"
msgstr "A guardar a gravação…"

msgid "Kept: “%s” now plays in this voice."
msgstr "Guardado: «%s» soa agora com esta voz."

msgid "Language"
msgstr "Idioma"

msgid "Large"
msgstr "Grande"

msgid "Larger"
msgstr "Maior"

msgid "Largest"
msgstr "O maior"

msgid "Last pressed: %s"
msgstr "Último premido: %s"

msgid "Last update: %s"
msgstr "Última atualização: %s"

msgid "Later"
msgstr "Depois"

msgid "Latin letters"
msgstr "Letras latinas"

msgid "Letters"
msgstr "Letras"

msgid "Log may hold message text"
msgstr "O registo pode guardar mensagens"

msgid "Long hold goes back"
msgstr "Toque longo volta atrás"

msgid "Looking chooses again"
msgstr "Olhar volta a escolher"

msgid "Message"
msgstr "Mensagem"

msgid "Message cannot be saved"
msgstr "Não é possível guardar"

msgid "Message full"
msgstr "Mensagem cheia"

msgid "Message limit"
msgstr "Limite da mensagem"

msgid "Message not as saved"
msgstr "Mensagem diferente"

msgid "Message not restored"
msgstr "Mensagem não reposta"

msgid "Microphone: %s"
msgstr "Microfone: %s"

msgid "Microphone: none in the board profile"
msgstr "Microfone: nenhum no perfil"

msgid "More"
msgstr "Mais"

msgid "More (page %1$d of %2$d)"
msgstr "Mais (página %1$d de %2$d)"

msgid "Move down"
msgstr "Descer"

msgid "Move steps, Select chooses"
msgstr "Mover avança, Escolher escolhe"

msgid "Move switch"
msgstr "Manípulo Mover"

msgid "Move up"
msgstr "Subir"

msgid "New category"
msgstr "Nova categoria"

msgid "New emergency phrase"
msgstr "Nova frase de emergência"

msgid "New patient: erase this person's data"
msgstr "Novo doente: apagar os dados desta pessoa"

msgid "New phrase"
msgstr "Nova frase"

msgid "New words"
msgstr "Novo texto"

msgid "Next: Test the buttons"
msgstr "Seguinte: testar os botões"

msgid "Next: Test the sound"
msgstr "Seguinte: testar o som"

msgid "No"
msgstr "Não"

msgid "No USB stick. Plug one in: it shows here."
msgstr "Sem pen USB. Ligue uma: aparece aqui."

msgid "No alert — Back"
msgstr "Sem alerta — Voltar"

msgid "No button"
msgstr "Botão Não"

msgid "No sound"
msgstr "Sem som"

msgid "No tone: nurse call on"
msgstr "Sem tom: chamada ativa"

msgid "Not deleted: Home needs at least one category."
msgstr "Não apagado: o início precisa de pelo menos uma categoria."

msgid "Not deleted: Home needs at least one emergency phrase."
msgstr "Não apagado: é precisa pelo menos uma frase de emergência."

msgid "Not deleted: a category needs a phrase. Delete the category instead."
msgstr "Não apagado: uma categoria precisa de uma frase. Apague antes a categoria."

msgid "Not imported. Nothing on the device changed."
msgstr "Não importado. Nada mudou no dispositivo."

msgid "Not imported: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Não importado: o Início não conseguiria mostrar “%s” inteiro neste ecrã. Nada mudou no dispositivo."

msgid "Not kept: %s."
msgstr "Não guardado: %s."

msgid "Not kept: %s. Record again or Discard."
msgstr "Não guardado: %s. Grave de novo ou descarte."

msgid "Not kept: at most %d letter."
msgid_plural "Not kept: at most %d letters."
msgstr[0] "Não guardado: no máximo %d letra."
msgstr[1] "Não guardado: no máximo %d letras."

msgid "Not kept: there are no words yet."
msgstr "Não guardado: ainda não há palavras."

msgid "Not kept: “%s” does not fit whole on Home at this text size. Try fewer or shorter words."
msgstr "Não guardado: «%s» não cabe inteiro com este tamanho. Tente menos palavras ou mais curtas."

msgid "Not kept: “%s” is already in this list."
msgstr "Não guardado: «%s» já está nesta lista."

msgid "Not kept: “%s” is the name of a button on Home."
msgstr "Não guardado: «%s» é o nome de um botão do ecrã."

msgid "Not kept: “%s” is the name of the button that ends the alert, and the two could be taken for each other. Add a word, such as “please”."
msgstr "Não guardado: “%s” é o nome do botão que para o alerta, e podem ser confundidos. Acrescente uma palavra, como “por favor”."

msgid "Not restored. Nothing on the device changed."
msgstr "Não restaurado. Nada mudou no dispositivo."

msgid "Not restored: Home on this screen could not show “%s” whole. Nothing on the device changed."
msgstr "Não restaurado: o Início não conseguiria mostrar “%s” inteiro neste ecrã. Nada mudou no dispositivo."

msgid "Nothing done yet."
msgstr "Nada feito ainda."

msgid "Number sign"
msgstr "Cardinal"

msgid "Numbers and marks"
msgstr "Números e sinais"

msgid "Numbers, accents and marks"
msgstr "Números, acentos e sinais"

msgid "Off"
msgstr "Não"

msgid "On"
msgstr "Sim"

msgid "One (Select)"
msgstr "Um (Escolher)"

msgid "Open bracket"
msgstr "Abre parêntese"

msgid "Pause"
msgstr "Pausa"

msgid "Paused: looking chooses nothing"
msgstr "Em pausa: olhar não escolhe nada"

msgid "Percent"
msgstr "Por cento"

msgid "Phrases"
msgstr "Frases"

msgid "Pitch"
msgstr "Tom"

msgid "Plus"
msgstr "Mais"

msgid "Pound"
msgstr "Libra"

msgid "Prediction %d"
msgstr "Sugestão %d"

msgid "Predictions"
msgstr "Sugestões"

msgid "Press each button once. No one is called."
msgstr "Prima cada botão uma vez. Ninguém é chamado."

msgid "Privacy: no network; nothing leaves the device"
msgstr "Privacidade: sem rede; nada sai do aparelho"

msgid "Put Back"
msgstr "Repor"

msgid "Question mark"
msgstr "Ponto de interrogação"

msgid "Quotation mark"
msgstr "Aspas"

msgid "Rate"
msgstr "Velocidade"

msgid "Reading the USB stick…"
msgstr "A ler a pen USB…"

msgid "Record again"
msgstr "Gravar de novo"

msgid "Record my voice"
msgstr "Gravar a minha voz"

msgid "Record my voice: no microphone in the board profile"
msgstr "Gravar a voz: sem microfone no perfil"

msgid "Recorded %s seconds. Hear it, then Keep or Discard."
msgstr "Gravados %s segundos. Ouça e depois mantenha ou descarte."

msgid "Recording discarded."
msgstr "Gravação descartada."

msgid "Recording: say the phrase, then choose Stop recording."
msgstr "A gravar: diga a frase e escolha Parar gravação."

msgid "Replace the phrases with “%1$s”? Now %2$s, %3$s; after %4$s, %5$s."
msgstr "Substituir as frases por «%1$s»? Agora %2$s, %3$s; depois %4$s, %5$s."

msgid "Rest to choose for"
msgstr "Pousar para escolher"

msgid "Restart into the new system now"
msgstr "Reiniciar já no sistema novo"

msgid "Restart now"
msgstr "Reiniciar agora"

msgid "Restart to use it."
msgstr "Reinicie para a usar."

msgid "Restarting…"
msgstr "A reiniciar…"

msgid "Restore it"
msgstr "Restaurar"

msgid "Restore “%1$s”? Phrases (after %2$s, %3$s), settings and learned words are replaced."
msgstr "Restaurar «%1$s»? As frases (depois %2$s, %3$s), as definições e as palavras aprendidas são substituídas."

msgid "Restore “%s”"
msgstr "Restaurar «%s»"

msgid "Restored “%s”: phrases, settings and learned words. They show after Back to Talking."
msgstr "Restaurado «%s»: frases, definições e palavras aprendidas. Aparecem depois de Voltar a falar."

msgid "Resume"
msgstr "Retomar"

msgid "Said: %1$s — as written, not in %2$s"
msgstr "Dito: %1$s — como está escrito, não em %2$s"

msgid "Said: %1$s — in %2$s: %3$s"
msgstr "Dito: %1$s — em %2$s: %3$s"

msgid "Said: %s"
msgstr "Dito: %s"

msgid "Same as the board"
msgstr "Igual ao quadro"

msgid "Same as the screen"
msgstr "Igual ao ecrã"

msgid "Save"
msgstr "Guardar"

msgid "Save keeps the words; Back leaves without a change"
msgstr "Guardar mantém o texto; Voltar sai sem alterar"

msgid "Saved a backup of everything (with the message) to the stick as “%s”."
msgstr "Cópia de tudo (com a mensagem) guardada na pen como «%s»."

msgid "Saved a backup of everything (without the message) to the stick as “%s”."
msgstr "Cópia de tudo (sem a mensagem) guardada na pen como «%s»."

msgid "Saved the event log to the stick as “%s”."
msgstr "Registo de eventos guardado na pen como «%s»."

msgid "Saved the phrases to the stick as “%s”."
msgstr "Frases guardadas na pen como «%s»."

msgid "Scan passes before resting"
msgstr "Voltas antes de parar"

msgid "Scan time"
msgstr "Tempo de varrimento"

msgid "Scanning"
msgstr "Varrimento"

msgid "Scanning waits for each name to be said"
msgstr "O varrimento espera que cada nome seja dito"

msgid "Select switch"
msgstr "Manípulo Escolher"

msgid "Semicolon"
msgstr "Ponto e vírgula"

msgid "Set Up Step by Step"
msgstr "Configurar passo a passo"

msgid "Settings"
msgstr "Definições"

msgid "Settings goes back to Home after"
msgstr "As definições voltam ao início após"

msgid "Shift"
msgstr "Maiúscula"

msgid "Shift, selected"
msgstr "Maiúscula, selecionada"

msgid "Show borders"
msgstr "Mostrar contornos"

msgid "Slash"
msgstr "Barra"

msgid "Snap to Item within"
msgstr "Atrair ao controlo a"

msgid "Sound is not working"
msgstr "O som não funciona"

msgid "Sounding"
msgstr "A tocar"

msgid "Sounding — choose Stop to end it"
msgstr "A tocar — escolha Parar para terminar"

msgid "Space"
msgstr "Espaço"

msgid "Space or F8"
msgstr "Espaço ou F8"

msgid "Space selects"
msgstr "Espaço escolhe"

msgid "Speak"
msgstr "Falar"

msgid "Speak names as they are reached"
msgstr "Dizer os nomes ao chegar"

msgid "Speak phrases in"
msgstr "Dizer as frases em"

msgid "Speech volume"
msgstr "Volume da voz"

msgid "Standard"
msgstr "Normal"

msgid "Starting the install…"
msgstr "A iniciar a instalação…"

msgid "Step 1 of 3: How is the screen reached?"
msgstr "Passo 1 de 3: como se usa?"

msgid "Step 2 of 3: Test the buttons"
msgstr "Passo 2 de 3: botões"

msgid "Step 3 of 3: Test the sound"
msgstr "Passo 3 de 3: som"

msgid "Stop"
msgstr "Parar"

msgid "Stop button"
msgstr "Botão Parar"

msgid "Stop recording"
msgstr "Parar gravação"

msgid "Stopped"
msgstr "Interrompido"

msgid "Storage: saving normally"
msgstr "Armazenamento: a guardar bem"

msgid "Storage: the last save failed"
msgstr "Armazenamento: a última gravação falhou"

msgid "Swap the switch lines"
msgstr "Trocar as linhas dos manípulos"

msgid "Switch keys"
msgstr "Teclas de manípulo"

msgid "Switches"
msgstr "Manípulos"

msgid "Switches act on release"
msgstr "Os manípulos atuam ao largar"

msgid "Switches: one or two switches step through the controls"
msgstr "Manípulos: um ou dois manípulos percorrem os controlos"

msgid "Targets: %1$s (%2$s)"
msgstr "Controlos: %1$s (%2$s)"

msgid "Targets: %1$s — the panel has no room for %2$s (%3$s)"
msgstr "Controlos: %1$s — o ecrã não tem espaço para %2$s (%3$s)"

msgid "Text and Display"
msgstr "Texto e ecrã"

msgid "Text size"
msgstr "Tamanho do texto"

msgid "The USB stick cannot be read: %s"
msgstr "Não é possível ler a pen USB: %s"

msgid "The USB stick was taken out. Nothing on the device changed."
msgstr "A pen USB foi retirada. Nada mudou no aparelho."

msgid "The big buttons are not working"
msgstr "Os botões grandes não funcionam"

msgid "The device restarts into the new system: it is silent until it is back. The message and phrases are kept."
msgstr "O aparelho reinicia no sistema novo: fica calado até voltar. A mensagem e as frases ficam guardadas."

msgid "The event log keeps no message text unless this is on:"
msgstr "O registo não guarda mensagens salvo com isto ativo:"

msgid "The install failed. Nothing was changed."
msgstr "A instalação falhou. Nada foi alterado."

msgid "The message on the device was kept."
msgstr "A mensagem do aparelho foi mantida."

msgid "The message was restored too."
msgstr "A mensagem também foi restaurada."

msgid "The phrases from before “%s” are back. They show on Home after Back to Talking."
msgstr "As frases de antes de «%s» voltaram. Aparecem depois de Voltar a falar."

msgid "The phrases, settings and learned words from before “%s” are back."
msgstr "As frases, as definições e as palavras aprendidas de antes de «%s» voltaram."

msgid "The request could not be given to the system (%s). Nothing was changed."
msgstr "O pedido não chegou ao sistema (%s). Nada foi alterado."

msgid "The tone is not sounding. The nurse call is on"
msgstr "O tom não está a tocar. A chamada de enfermagem está ativa"

msgid "The update did not start and was undone. About says which system runs"
msgstr "A atualização não arrancou e foi desfeita. Sobre indica o sistema ativo"

msgid "This update was refused. Nothing was changed."
msgstr "Esta atualização foi recusada. Nada foi alterado."

msgid "Time to check Family Setup"
msgstr "Está na hora de rever a configuração familiar"

msgid "Touch: a finger on the screen"
msgstr "Toque: um dedo no ecrã"

msgid "Try the alert briefly"
msgstr "Testar o alerta"

msgid "Try the voice"
msgstr "Testar a voz"

msgid "Two (Select and Move)"
msgstr "Dois (Escolher e Mover)"

msgid "Type"
msgstr "Escrever"

msgid "Typed messages are spoken as written, not translated."
msgstr "As mensagens escritas são ditas como estão, sem tradução."

msgid "USB keyboard"
msgstr "Teclado USB"

msgid "USB stick"
msgstr "Pen USB"

msgid "USB stick: %s"
msgstr "Pen USB: %s"

msgid "Undo delete of “%s”"
msgstr "Anular a eliminação de «%s»"

msgid "Undo import of “%s”"
msgstr "Desfazer a importação de «%s»"

msgid "Undo restore of “%s”"
msgstr "Desfazer o restauro de «%s»"

msgid "Update was undone"
msgstr "Atualização desfeita"

msgid "Update: %s"
msgstr "Atualização: %s"

msgid "Updates: not set up"
msgstr "Atualizações: não configuradas"

msgid "Using the USB stick"
msgstr "A usar a pen USB"

msgid "Version %s is installed."
msgstr "A versão %s está instalada."

msgid "Version %s."
msgstr "Versão %s."

msgid "Version %s:"
msgstr "Versão %s:"

msgid "Version of the other system: %s"
msgstr "Versão do outro sistema: %s"

msgid "Version: %s"
msgstr "Versão: %s"

msgid "Very large"
msgstr "Muito grande"

msgid "Voice Settings"
msgstr "Voz"

msgid "Voice: %s"
msgstr "Voz: %s"

msgid "Voices: espeak-ng (GPL 3) only"
msgstr "Vozes: apenas espeak-ng (GPL 3)"

msgid "Voices: espeak-ng (GPL 3), SVOX Pico (Apache 2, data without source)"
msgstr "Vozes: espeak-ng (GPL 3), SVOX Pico (Apache 2, dados sem código-fonte)"

msgid "Volume is very low"
msgstr "O volume está muito baixo"

msgid "Volume very low"
msgstr "Volume muito baixo"

msgid "Wait a moment before saying Yes or No"
msgstr "Esperar um pouco antes de dizer Sim ou Não"

msgid "What it changes: %s"
msgstr "O que muda: %s"

msgid "Working… leave the stick in until this says it is done."
msgstr "A trabalhar… deixe a pen até isto dizer que terminou."

msgid "Yes"
msgstr "Sim"

msgid "Yes and No at once within"
msgstr "Sim e Não juntos em"

msgid "Yes button"
msgstr "Botão Sim"

msgid "Yes, No and help"
msgstr "Sim, Não e ajuda"

msgid "eye tracking"
msgstr "seguimento ocular"

msgid "head pointing"
msgstr "ponteiro de cabeça"

msgid "just now"
msgstr "agora mesmo"

msgid "line %d"
msgstr "linha %d"

msgid "no line in the board profile"
msgstr "sem linha no perfil da placa"

msgid "none yet"
msgstr "nenhum ainda"

msgid "over an hour ago"
msgstr "há mais de uma hora"

msgid "switches"
msgstr "manípulos"

msgid "touch"
msgstr "toque"

msgid "unknown"
msgstr "desconhecida"

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
