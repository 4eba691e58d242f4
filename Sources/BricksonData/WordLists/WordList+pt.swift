// Made by make-word-lists from wordfreq 3.1.1 (CC BY-SA 4.0; see README.md here).
// Do not edit: run the script again.

extension WordListTexts {
    /// The 10000 commonest words of "pt", commonest first, each in its own form.
    public static let portugueseWords = """
        de a o que e do em da é para não um uma com no se na por os eu como as mais dos mas foi ao me você ser seu sua
        tem são das ou à ele muito isso já nos também quando está meu pelo ela vai só dia pela sobre bem até mesmo
        pode pessoas te ter tudo ainda aqui fazer minha anos todos quem sem agora entre era seus nas assim depois este
        onde vou Brasil mundo estão esse tempo vida essa eles há porque tenho casa nada the ver melhor bom foram
        sempre ano grande esta vez aos apenas coisa sou suas dois nunca todo quero mim parte outros hoje sei tão então
        nem nossa faz cidade qual às deus quer estou trabalho nós durante estado forma novo pra seja dias maior outro
        primeiro será cada lá qualquer sim acho menos alguém antes coisas nome sendo desde diz falar sabe tinha contra
        dar ir la to boa estava três alguns ficar mãe of pouco rio segundo além disse noite nosso nova toda caso deve
        história podem vezes estar após duas grupo meio primeira tipo todas cara dizer Paulo lado mulher outras
        enquanto fez ninguém outra momento vamos verdade vocês aí foto lugar nacional país presidente quanto saber
        sido volta for pelos algo conta família gente algumas fim final parece semana acordo hora jogo num pessoa têm
        através governo meus pai quase tanto tu dentro filho fora homem vem vídeo música pois preciso vão água disso
        fazendo horas janeiro poder dele direito mil muitos numa número dinheiro dá in queria seria sistema amor
        escola frente mesma muitas tarde local morte segunda amigos brasileiro precisa projeto região sair sul temos
        teve área dela esses lei partir problema público site alguma and comigo embora guerra centro deixar elas essas
        estamos fica filme havia importante lo logo mal sob geral lhe programa social vários certo equipe feito neste
        segurança terra estados ex exemplo falta favor série twitter vi causa mulheres uso aquele brasileira crianças
        deste feira fosse isto milhões população posso quatro deu ficou nossos polícia processo usar ajuda cabeça
        cerca corpo desta fui meses problemas realmente tenha várias algum cinco desenvolvimento dessa grandes início
        livro medo passar relação tal ajudar amigo claro deles existe pelas atenção chegar desse fotos informações los
        muita norte política ponto possível quais quiser rede universidade apesar começou feliz gosto homens maneira
        nesse última difícil empresa estes fala força Internet passado rua veja base dados demais eram especial
        internacional manhã nenhum olha pensar povo diferentes falando merda poderia pontos porém unidos atrás deixa
        futebol mês pessoal próprio saúde somos entanto maioria mão papel paz real talvez último acabou aconteceu
        chegou encontrar fazem federal forte fácil melhores minhas minutos outubro passa países produção sociedade
        voltar educação fato filhos fiz legal longo março passou si sinto tv uns acesso aquela campo coração cultura
        estavam junho lista nenhuma pena Portugal senhor viu certeza começar consigo espaço evento filha oficial ouvir
        palavras perto principal setembro vivo vê único alto apoio diferente entrar ideia junto levar maio nessa ontem
        porto própria serviço única agosto bastante jesus jovem livre língua nesta olhos pais período português seis
        situação sério time via acha amanhã caminho carro deveria dezembro energia festa novas nível questão respeito
        total vista abril acontece devido informação inglês irmão José novembro objetivo partido plano podemos sociais
        sucesso trabalhar vale viver América capital cima justiça linha membros mundial nossas presente professor
        quarto seguir tendo teu ali ação cidades copa criança estas grupos ia imagem jogos julho luz militar modo
        movimento novos ordem próximo tomar voz ar construção espero fevereiro futuro idade Maria mudar obrigado vejo
        visto acredito baixo chega controle direitos empresas jeito oi principais principalmente pública resultado
        sala seguinte tradução valor ah chamado comprar conselho daqui edição encontro irá ler luta manter mensagem
        novamente obrigada organização palavra parar pergunta significa tentar teria tirar tua amo aqueles assunto
        central comum conseguir decisão devem faça houve João maiores on querem sentido sexo tecnologia texto época
        arte artigo casos comunidade criar facebook igreja longe prova sentir vontade acima atual civil colocar errado
        existem incluindo livros obra olhar perder página somente usando abaixo conhecer dizendo gosta mostrar
        participação pedir posição possui sabia serviços super áreas achei continuar defesa deixou faço online
        original pequeno simples tive versão vitória acontecer boca canal Carlos comunicação consegue contar feita
        ministério morrer pegar pior resultados terá veio boas campanha chefe comer conhecido continua câmara entender
        eventos mercado ministro mãos resposta serão sol tornou trata últimos busca conseguiu criação dez mostra
        pequena pesquisa recursos república santos show ti ambiente chama chamada diversas dizem Europa finalmente
        ganhar http morreu passo político portanto razão rei santa sexta simplesmente associação blog casamento começa
        data exército hospital humanos interesse locais motivo pagar realidade rápido serem tentando tribunal união
        viagem vir alta ambos aquilo banco condições conteúdo desses espera etc jornal mar obras Pedro popular porta
        praia prisão responsável revista senhora silva tais tema acabar americano ataque atualmente autor clube curso
        diversos forças fundo jovens las levou liga presença próxima rádio sete tornar trás tá verde branco
        brasileiros comida especialmente experiência fase importantes leva modelo natal nota opinião oportunidade ouro
        projetos pé semanas sábado termos umas bairro chamar costa crime código diretor domingo encontra esperar
        estudos falou fonte graças importa instituto John mortos notícias recebeu redes tempos tinham altura armas
        ações banda companhia dando dessas dormir economia fiquei fizeram gostaria imagens jogar liberdade possa
        receber sabem sejam seleção superior tivesse velho atividades aumento cabelo café cultural desculpa dor ensino
        escolha faculdade fogo irmã juntos pensando podia poucos primeiros profissional prêmio reais relações sorte
        televisão comissão diferença digital direção entrada estilo eua formação globo humano indo lembra líder massa
        missão monte municipal médico negócio normal partes pensa quarta resto título visita votos you zona animais
        aprender cama certa conhecimento estudo filmes interior licença linda mente mudança município média médio
        negócios preço qualidade sai us acredita al aniversário celular china conversa corte delas escrever esposa
        França ilha marca medida menina metade natural perfil portuguesa preso querer usuários verão apresenta
        contrário dr esquerda ganhou incrível menor natureza ok perdeu saiu sente visão abrir alunos capacidade capaz
        carta cedo conjunto deixe Fernando fome inclusive lembrar lembro leste lugares matar meia parque proposta
        reunião sonho sp transporte voltou achar conhece contas cor culpa dado departamento dólares eleições emprego
        escolas escreveu estrutura exatamente fico formas importância interessante nomes operação origem provavelmente
        risco santo suficiente temporada trabalhos usado ai beleza cabo esperando esteja lhes morto músicas
        necessidade oito queremos quinta século usa vive acaba americana americanos amiga anterior belo cinema classe
        começo criado entrevista estação fé histórias lula material momentos mudou México necessário passando pedido
        perfeito porra prática realizado sangue sede seguida som administração azul carreira casas cena chão
        completamente cuidado el escrito esteve função membro participar precisam pressão procura programas publicado
        torna totalmente Ana andar contato crescimento crise céu David direita entretanto Espanha evitar guarda
        histórico indústria nao pro produtos professores proteção saiba segue sinal sozinho tipos traz unidade vila
        África aula conversar deputado desejo diante espírito estrada festival geração governador imprensa marido olá
        rosto ruim saída tiveram triste acreditar alma artistas bons caixa erro esperança estadual famílias garota
        igual lançamento lindo militares mudanças one pensei políticas políticos praça propriedade pré rainha rock
        terceiro território tiver vidas acontecendo antigo basta bola casal congresso estiver estranho general hotel
        impossível infelizmente inteiro leve lixo longa matéria memória metros olho pediu penso post preto quis regras
        relatório responsabilidade telefone tenham tom trazer troca verdadeiro ônibus abertura análise argentina breve
        chance ciência comentários considerado contudo cá destino disponível doença efeito global independente
        investigação iria jogador Lisboa loja notícia números perguntas planeta planos precisamos pronto questões
        tamanho tratamento vice York aberto acidente agência aparece candidato conhecida conheço Cristo dilma entrou
        escolher Francisco francês Japão km lidar normalmente parabéns permite peça policial públicos rapidamente
        reino sistemas vendo ato bonito categoria chave computador digo distância episódio espécie gerais irmãos minas
        new parceria passada prefeito pós realizada redor trabalhadores vermelho vindo votação vídeos vítima últimas
        baixa carnaval comercial constituição contrato documentos dúvida ficam fontes jogadores juiz meninas mesa
        mesmos naquele negro paris participantes profissionais quantidade roupa Rússia solução web advogado afirma
        afirmou alvo banho batalha campos combate comércio contou daí destes drogas dê Eduardo enorme entra estudantes
        face falei ficando fique física graça ii instituições particular partida poderá provas regiões ruas seguro
        silêncio teste técnico violência voto ótimo adoro apresentar aulas auto bahia Brasília cheio comando decidiu
        deixando destaque entendo fazia frio ideias ligação mata menino Michael motivos my nisso obter oficiais
        procurar proteger pt públicas referência salvador serra solo tradicional valores ama artista assistir at
        atividade bonita cargo carros dança descobrir explicar feitas horário internacionais lima medidas mestre
        padrão prazer prefeitura reforma representa resolver roupas so tanta tiro trabalha velocidade aquelas buscar
        consegui deputados diretamente diário existência explica foco geralmente Google humana jardim link luiz
        melhorar nasceu nove opção passagem perceber personagem príncipe puta regime regional responder sonhos sozinha
        terras torno trabalhando vim viva vá afinal alegre aproximadamente beber cair campeonato chegando clima
        completa conceito crítica Daniel daquele detalhes doce efeitos espanhol famoso funciona fundação gay
        jornalista lançou Londres médicos mídia nacionais nações oliveira pequenos perda peso presentes rosa segundos
        termo usuário venha antiga anunciou apareceu artigos aumentar bebê branca chuva compra conforme criada der
        devia escritor fronteira funcionários férias garantir Jorge lançado literatura madeira máximo nele padre pede
        pobre possibilidade próprios publicação quente recentemente sabemos secretário taxa teatro terça universo
        usada álbum acabei aeroporto by caiu calma certamente construir coragem correr criou cruz câncer dei elementos
        engraçado expressão fortes gênero haver idéia leis li lua milhares plataforma próximos queda realizar
        relacionamento resistência revolução seguintes setor sexual velha youtube agentes campeão candidatos começaram
        contexto cujo dentre desafio dão eleitoral eleição escritório estará George identidade imediatamente louco
        mensagens oeste passaram pedra pele pequenas software surpresa tenta tentativa teoria terceira tocar técnica
        índia academia características ciências competição comportamento consciência direto entende especiais esquecer
        exterior fãs gestão gostei inclui influência naturais oh operações orgulho portal primeiras promoção prédio
        quê temas verdadeira vergonha visitar aberta aceitar alegria animal apresentação autoridade carne clara clique
        confiança corrida cuidar del distribuição dito is jamais leite levando movimentos ocorreu olhando Paulista
        pedindo pensamento personagens policiais possuem posto religião rico sentimentos tantas times tratar unidades
        veículos world Alemanha assuntos autores banheiro caras chamou contigo costas cozinha encontrado escrita
        feitos flores floresta gol golpe gás impacto julgamento ligar lutar mandar marco moral professora pés recebe
        reconhecimento seguindo serve terem venda video volume acham alimentos capitão cartão cheia comecei cuja custo
        distrito década econômica enviar equipa estádio facto faixa ganha harry irão linguagem matemática meios
        máquina namorado ouvi palco parecer peças prazo princesa processos Ricardo sensação vítimas ótima abre
        aparecer assassinato assembleia bater bilhões comuns depende devemos domínio estrelas ficaram humor iniciativa
        leia limites linhas maravilhoso mato museu namorada nascimento oferecer possam procurando programação páginas
        sessão soldados terminar vencer agente almoço ambiental bela cadeia calor capa cenas chegada crimes curta
        discurso estudar homenagem live love mail mandou mantém mapa medicina merece né ocorre pessoais ponte portas
        produto promover quantos reação salvar sentimento sr tentou textos toma tornando trouxe autoridades avenida
        comentário concurso contém desenho divulgação dou enfim estaria exposição ferramentas formato fotografia
        gostar inicial instituição intenção Itália James Marcelo milhão municípios notas nº organizações passei
        perguntar perigo pista potencial princípio raiva sites sítio tantos top vender apartamento arma cenário
        clientes complexo conferência confira deram discutir dom en erros esforço europeia excelente falam faria
        figura folha habitantes infância Israel it marcos mau naquela nela oferece peter precisar pão querido reserva
        respostas Roberto russo San segura sinais socorro tela tira vento anti arquivos atitude baseado bateria casar
        chegaram cobertura completo corpos crescer críticas declaração destas diga discussão documento dono emergência
        encontram estrela experiências extremamente fechar fundamental independência leão localização mínimo negra
        Paul perdi pesquisas poderiam presidência preços quadro quantas raio refere rica senado senador transmissão
        viajar all apresentou audiência br co conseguem defender desempenho dizia encontrou engenharia fomos from grau
        inferno le morta musical odeio parede perfeita posse poucas propósito registro servir toque viram vos with
        zero ódio anda artes ataques cm comandante começando culturais decisões decreto dificuldades disponíveis
        disseram divisão décadas eleito entendi esporte falo fortaleza garoto guia Henrique jantar leitura mora
        mostrou onda par perdido permitir poderes praticamente próprias publicada pudesse recente responsáveis rural
        senti seriam terminou treinamento up vc águas és agricultura ameaça bar canto cheiro cliente coleção coloca
        condição cores dada dúvidas econômico fatos ferro frase go grave honra humanidade indivíduos inteira juro
        juventude legislação liderança localizado materiais minuto modelos novela paga parecem produzir província
        publicou Rafael retorno Rodrigo sabendo seres tomou tradição utilizado visitantes vêm Washington árvores
        anteriormente bandeira bolsa braço bruno camisa conflito consumo corrupção curto devo disputa dupla executivo
        exemplos felicidade felizes fins fossem funções haverá infantil invés letras línguas menores Miguel moda
        níveis parada piada porquê pretende práticas rapaz renda representantes rs rápida saco status use vinho
        acompanhar agir André anteriores antigos aonde arquivo brasileiras caro cidadãos controlar câmera danos
        daqueles democracia enfrentar ensinar familiar familiares horizonte horrível idiota imaginar inteligência
        interesses justo latina levantar limite Lucas líderes moradores motor oscar papa princípios querida
        quilômetros razões segredo situações tio turismo voce alcançar amizade atos atuais atuação ben canais cantar
        cartas caráter ceará cerveja colocou colégio continue desculpas edifício editora fazenda feminino Gabriel gols
        grosso lançar letra ligado Louis mandato Mendes mentira mesmas mostrando nação ocidental oposição ouvido
        parecia passam realização relacionados resolução rj subir trem vinte virtual will árvore avião brincar castro
        centenas colegas considerada coronel crédito debate evolução fundos gato haviam inverno janela jornais
        nordeste objetivos oportunidades pago paixão pensam pensamentos pereira possíveis presos saindo seguidores
        sequência significado sobretudo terreno terão técnicas unido utilizada órgãos agradecer aldeia alternativa
        altos aparentemente apresentado aspectos biblioteca bloco cachorro carga cheguei clássico constante corrente
        cortar desenvolver digitais disco doente dura escala etapa execução felipe ferramenta gelo Gomes haja
        juntamente laboratório line mm mortes mães método objeto ocasião passe passos pedi pega peixe ponta
        portugueses privada votar vírus áudio alemão amar anual aprovação assumir ausência aviso barra bomba cantor
        canção certos claramente come comerciais compartilhar comunidades considerando conto decidir declarou
        descrição design encontrei errada europeu filosofia frequentemente gostam gostava impedir indica lança legais
        livres luis oficialmente originalmente paciente Paula pegou piloto plantas populares pouca queira redução
        revisão salário sequer siga surgiu tecnologias tia tido tirou volto abriu ajudou Alves aproveitar bens
        classificação começam confusão conheci cria cursos definição deseja droga estratégia estudante exceto extensão
        facilmente feminina flor foda fugir fórum ilhas inimigos muda má navio ouvindo palácio parceiro perguntou
        pertence peru química recebido secretaria solar tarefa temperatura tendência tens terror testes topo
        tradicionais turma urbana usados usou vaga virar vivem acerca advogados alex atualização autorização beijo
        cala cantora capazes Chile científica custa cérebro daquela deveriam dicas dona elétrica estreia festas
        francesa fábrica igualmente intervenção lados levado louca manda marcado meninos ora pagamento partidos pau
        pernas precisava representante seção tratado trocar universal utilização vermelha Ásia aceita adultos
        assistência atriz bate brincadeira conquista convidados corre day ed entregar espaços Ferreira finais
        impressão Inglaterra inteligente Iorque levaram meta médica neto oferta Paraná peguei perdendo pessoalmente
        peço piscina povos preocupação raça residência respondeu restaurante Rodrigues Roma sofrimento sub termina
        tivemos toca veículo virou vivendo útil alerta antonio antônio art atingir ator açúcar bancos big bolo
        Catarina chocolate chorar civis comitê conexão conhecidos conheça conosco dançar deixem doenças equipes
        estabelecer estejam façam frequência gabinete game industrial inimigo juntar larga ligações localizada
        manutenção Mark mistura necessidades ordens patrimônio preparar propostas regra revela rodada romance samba
        semelhante sentindo soluções souza símbolo transformar usam variedade vestido alcance Alexandre arthur atender
        atletas barulho black braços carvalho categorias católica causar cento chris cidadão computadores conclusão
        criando desafios destaca doutor ei entrega es escreve especialistas esperava exploração famosa fará histórica
        irei jogou Max métodos negros parlamento parou penal petróleo pop propaganda shopping shows sofrer sofreu
        Sérgio tomada trânsito vendas vieram órgão alimentar aliás apoiar baixar bolsonaro Canadá certas ciclo
        cirurgia colega deixam descobri descobriu desenvolvido divulgar endereço enviou envolvendo estivesse
        estrangeiros et fifa henry herói house Jack joga kim lendo Luís marcas matou pacientes passageiros pedras
        peito personalidade perspectiva poesia prefiro privado recém seguiu treino agenda am aplicação baseada beira
        cansado centros chá colaboração Colômbia combustível conseguiram contando correndo Diego drama editor Egito
        especialista existir fechado fundador ha iii impostos impressionante incêndio individual jogando lançada like
        lojas man maravilhosa moeda montanhas morre organizado oriente particularmente peixes perante produtores
        propriedades publicar Robert saia salão tempestade treinador unidas utilizar Van acaso achou agradeço ambas
        Austrália cd colocado coluna conflitos considera creio cumprir cura dedo dificuldade direta equipamentos fazê
        fc federação identificação instrumento moderna morreram nesses nuclear objetos padrões paredes parem
        permanente pobres preta primo produzido projecto provar próximas quebrar ranking realizados relacionadas
        repente representação responde rios seca sentem supremo teremos turno vantagem vazio viagens vizinhos índice
        abordagem aliança an atacar bairros cadeira cai castelo caça chamadas coloque comprei considerar cresceu cães
        derrota determinado diferenças eis estarão estruturas exercício físico glória home jornalistas lógica marcar
        mel participou Pará percebi pinto puder quão recuperar revelou seguem suporte tropas vemos vencedor verificar
        acabaram adolescente anúncio arquitetura bíblia cabe carioca causas chamados Charles chinês cruzeiro dentes
        depressão destruição dívida empresário enviado envolvidos esforços esqueci expectativa extra fale falha
        financeira gigante gostou Grécia habilidades inicialmente ja Juan machado mamãe Manuel montanha novidade
        orçamento papo pense Pernambuco pescoço posições pr prima quebra ramos realizadas recife resumo Richard sono
        séries talento tensão teus tomando tornaram transferência your óleo acusado altamente angola antigas
        assistente avaliação bob brancos briga cerimônia chaves City comparação consequências constitucional convidado
        convite curitiba defende deixaram deixei documentário encontrada entidade espécies estranha ficava fã https
        iguais indicado instalação instrumentos interna jornalismo lago lembre lê madrugada marcou Martin ministros
        morar mostram motorista news noites orientação ouviu perde postos publicações recentes reduzir ribeiro russa
        Taylor teriam tour usadas utilizando Venezuela adolescentes Almeida aparência apresentam aprovado areia arroz
        aumenta basicamente be capítulo cavalo chamam choque concentração conversas corinthians coroa cunha descoberta
        desistir dica escolhido esqueça euros explosão ficamos financiamento fizemos fluxo formado formar Frank
        identificar indivíduo international intitulado jornada jr lee lenda life links Martins metal nariz núcleo
        obviamente ocupação organizar percebe permissão pintura prata provável recebi relativamente retirada retirar
        rocha Santana senão tabela tiros trinta títulos universidades visual voo âmbito Alice altas anjo aspecto
        center chances colocando compromisso comprou confiar conheceu crítico cão dava definitivamente dever difíceis
        duro entregue equipamento europeus exame expansão explicação falamos falso fila flamengo ganhando Gustavo
        hipótese inferior iniciou instalações introdução italiano lar limpa mental máxima off opções out participaram
        pastor perna piores planta pronta queijo querendo registros religiosa ritmo rotina sofre sorriso soube
        superfície temer trabalhou vagas Vasco Victor acordar amigas andando arena aventura baby bateu bebida caminhos
        campanhas Campus chamando cientistas complicado composto conquistar diria disposição ditadura elemento elenco
        esconder escuro existentes fluminense fornecer frases habilidade ideal individuais informar inspiração invasão
        investimento jean judeus judicial little major marinha mega memórias miss necessária pego pm positivo
        preparado presa realizou rota sal taxas transição trecho velhos venceu versões we zé árabe absolutamente
        ajudando amarelo ampla aparecem aprendi assinatura aérea benefícios casado cem circulação condenado
        considerados consiste continuam cooperação copo custos células dedos entidades escritores específico fiquem
        franco fria funcionar garotas Guilherme hein incluem interpretação juntas limpeza maneiras marina Mary
        Microsoft moderno olimpíadas organizada pedidos perguntando permanece poderoso primavera progresso pôr
        regionais Renato resta rir roubar rumo Santiago semelhantes sombra stf sujeito tentei torre vigilância virgem
        Walter website William acreditam alan atores avó baixos compras conteúdos continente correto demanda des
        desenhos especificamente esquece estima estradas estúdio expectativas fantasia financeiro fotografias
        indígenas infraestrutura interno loucura masculino metrô mg nessas noção Park pc perdão performance poderão
        publicidade recebendo receita red regular resgate ricos riscos seguido senso setores testemunhas this tênis
        urgente utilizados vieira vivemos Windows álcool acontecem acontecimentos adorei ajude atingiu atitudes atua
        autora Bill calendário ce chegam classes coelho composta conseguimos consequência convenção crescente cópia
        dedicado define duração encontrados entendeu equilíbrio exceção externa federais forem free funcionamento gama
        ganho lance lavar legenda leitor leitores levam maia mi michel morrendo moça máquinas ondas open papai paraíso
        pare pensou pleno podendo posteriormente receberam reuniões revolta ridículo salto street suicídio Tim
        trabalham vinha vizinho vs aceito Angeles animação anna Araújo argumento bala bicicleta cabelos cadê canções
        carregar companhias comunista concordo decide destruir diretora diversidade diálogo eliminar elite embaixada
        envolvido escolar espelho esperamos esquema estatísticas explicou fatores fazemos firme fraco gerar governos
        gravação graves greve guardar Hugo humanas i'm imagine iniciar instagram integrantes inúmeras joe junta lady
        lição ma matando moto nascido olhada ovos paciência pacífico parceiros partiu positiva prato preocupar ramo
        reconhecer recurso roteiro Sarah superar surge torcida transportes tristeza técnicos vidro vira voltando
        abertos acabam alimentação alterações amplamente António apaixonado ativa Barcelona bordo brilhante básica
        carteira causou chamo circunstâncias composição comunicações cristãos descobre dirigir distante dormindo dvd
        elevado ensaio ep escritos fizer folhas gostosa graduação graus ido ilegal império informou investimentos
        Jackson latino les levanta limpar Madrid manifestação manifestações mano Maranhão margem mariana marketing
        mexer mina more morro mr observar ocorrido or papéis pe pergunto pesado placa possivelmente pura recorde reis
        relatórios religioso revistas salas salários steve séculos tchau tenente teto titular urbano vivos voltei
        zonas índios óculos adeus Alberto avaliar Califórnia carinho charlie cidadania clubes coletiva coletivo
        combater conhecem conselhos construído contribuir criados críticos cuba determinar deverá dezenas don't dores
        encontros envolve episódios estiveram estrangeiro falsa famosos foder fundamentais gastar gerente Gil gravar
        gritar imagina investigar Laura Leonardo ligados marcada medalha más oceano opiniões ouve palmeiras
        parlamentar produtor reportagem reunir riqueza saudável sentar sentença sindicato sugere superiores suspeito
        terrível Tony acontecido acusações adora anjos autoria avanço Barbosa cartões Chico combinação companheiro
        contos contribuição controlo criatividade círculo deixo di dispositivo domingos download esportes estações
        exclusivamente favorito Fernandes formada fuga fórmula imenso incluir instruções interessa interessado iremos
        mike moro naturalmente observação perigoso permitindo postou postura profissão põe relacionado relógio reúne
        roda segredos star sudeste tese that Thomas tirando Uruguai vozes óbvio achava adulto agradável ambientais
        aparelho apresentando assinado avisar aviões baile barriga best bolso bunda chinesa coloquei confronto
        conservação correio câmeras decidi deixado demonstrar diariamente dividir encontramos entrando escapar
        escrevendo essencial estabelecimento estávamos evidências falava fenômeno feriado ficará franceses fronteiras
        galeria geografia heróis imagino incidente independentes irmãs justamente lava Lopes mantendo meter móveis
        nervoso nobre olhe Paraguai planejamento preparação prioridade privacidade promessa proprietário pró pó
        quadrinhos raízes recuperação religiosos representar resultou roubo Sam Scott similar soares tente Tiago
        tráfego Turquia universitário valeu vinda visitas absurdo acompanhado acção americanas anunciado assume
        atlético barco brincando básico circuito comentou companheiros compreender constantemente construída cortes
        culturas daria demonstra deuses direcção disney disto eletrônico email escravos exige fama ficaria figuras
        filhas florestas frota grávida houver implementação inclusão indicação japonês júnior lindas lutas luxo
        lágrimas manteve manual marques Mário neve ocupado oficina pacote passeio poeta prestar prémio publicados puro
        ray re representam reprodução rurais saudades seguros sofá sustentável sócio taça templo terapia trilha
        utiliza vejam whatsapp ética analisar assegurar atendimento atleta barato bombas cia confirmou cresce criador
        cuidados descreve emoção emoções empresários encontraram escolhas escrevi estarei estatuto explorar fantástico
        género igrejas imigrantes imposto intelectual interessados ligada literalmente moscou mundiais Nick objectivo
        onu oração permanecer posta primeiramente profunda prêmios pânico quaisquer queriam radio reconhecido repetir
        reservas sms síria toneladas ultimamente un viveu abandonar abertas abrigo aconteça administrativa ajudá amei
        apresentações armadas arrumar ativo bebidas botafogo boy britânico cansada casais cobre comemorar criminal
        democrático desejar destacou diabo diminuir diversão encontradas entrei entrevistas escolheu esqueceu ficção
        fiel fio fita girl Goiás goleiro igualdade indústrias inglesa intervalo intuito janelas kg King Kong laranja
        media mistério municipais necessárias Nelson not parto pecado perfeitamente plataformas play podiam power
        preocupa preocupado preservação promete psdb recebem referências resolveu senha sexuais sinceramente soldado
        some tornam transformou tuas turistas tweets venham venho abraço absoluta acampamento afastar Aires aliados
        aponta assinar atingido auxílio avô bases brian cantando caralho chegamos club consideração corações
        criminosos Cristina critérios créditos demasiado denúncia descrever deserto dimensão dj dna doze engenheiro
        entraram esquerdo estaduais evidência ficha fornece frango gerações gostoso independentemente integração
        investigações Iraque iv jato júri ligo magia maluco marcha matérias mentir moedas narrativa nascer necessários
        negociações novidades painel pedaço postar preconceito prisioneiros profundo quadros recepção salvo sara
        sentiu substituir tocou torcedores trabalhava treinar vais vimos vistas acusação adam adiante agências aluno
        anel are associações aumentou autonomia back bandas batista bispo brilho Buenos candidatura cargos comendo
        completar contagem continuou debaixo delegacia demora demorar desconhecido desfile dieta divulgado dói
        emissora entretenimento espetáculo estabilidade estando eventualmente extrema faziam formal garantia Guiné
        imediato inúmeros julgar kit larry leo maconha Miami milagre monstro Moreira mínima originais parado passagens
        perdida pesquisadores plena poderosa porte possibilidades potência prender preparando press prestes prof
        protesto pude rabo realiza reconhece reflexão relatos Ronaldo russos satélite sobrevivência suspeita ta
        transformação uniforme usp únicos adaptação ajudem alternativas amostra ansiedade aplicativo aprovada
        assassinado Brown caminhão caos característica Cardoso casada Chicago clínica cobra comenta comentar
        compreensão conceitos consulta contribuições daquelas democrática eletrônica empregos encontre entenda
        envolver envolvimento escuta espanhola faltam febre ficado funcionário Hong junior largo lateral lembrando
        mario maus morais músico negativo nestes oral ouvidos ouça pensava perseguição poema populações procurador
        profundamente psicologia reformas repórter retrato rodas salva sentia Simon sintomas suave suspensão tag tento
        torres vencedores verdadeiros verdes vistos vitórias acredite alemães amazônia Andrade android aplicações
        apresentada associado assumiu atmosfera atrair atraso atuar aumentando aço ba bando Braga causando comemoração
        contemporânea cristã cujos césar desculpe dignidade director discussões disposto dose durou editorial
        emocional equivalente eric espada esperado existente extinção fator fechada Fábio grátis hino hospitais
        indicar itens kevin libertação limpo manaus metro micro mini misericórdia mito montagem mudando multidão
        máscara nasce nd negar net normas odeia percebo previsto procure promovido raramente retornar ruins segurar
        sobreviver solta tentativas trazendo tráfico tô utilizadas vereador vestir vindos volte vossa árabes
        actualmente africano amplo apagar Apple arco associados augusto auxiliar avançar belas botão caridade Carol
        componentes concessão conduta confortável conquistou continuo curiosidade Dan daquilo derrubar Don edições
        eleitores eletrônicos falado fortemente Garcia gasolina gatos gera idioma idéias japonesa long lutando mandei
        maquiagem maravilha mentiras móvel músicos neves noiva obrigação ocorrer ocupa percebeu perderam pib pobreza
        previsão procedimento produz protecção rap respeitar reuniu romântico sabes saem separação sessões set single
        sinta sopa Sousa st supostamente thiago tocando torneio tradições videos vigor vingança visa xx acessar actual
        Afonso amado amante apaixonada aposta aprendeu assalto ativos benefício bento bernardo bombeiros caramba
        chegado chegue científico cola começamos criminoso cristão desastre down duplo elizabeth estupro estágio
        exibição faixas Fernanda fi fruto games garganta gravidade green históricos incríveis inscrição inter jones
        julia libertadores lobo Mac Mateus mecanismo Monteiro necessariamente normais ofereceu ovo passava percurso
        podes policia polêmica possamos prefere prevenção proibido reputação restante Rita sagrado secretária semi
        serviu suposto tivessem tragédia valer vende vias vindas voltas ácido acidentes africana amanda ameaças aranha
        argumentos bandidos bbc buraco cabeças celebração colonial comunicar concorda consideradas conter
        correspondente costume dama defendeu definir dependendo descansar descoberto determinada Edward eliminação
        empregados entendem equador escutar estarem estás exames excelência facilitar fechamento financeiros fingir
        furacão gastos grêmio ingressos inicia integral iphone jurídica juízes legado legislativa legislativo
        lembranças lembrou min moçambique mudaram multa nave Paraíba particulares perca permitem permitido pimenta
        plástico pouquinho produzida prometeu proprietários protocolo raiz recusou redação remédio revelar Rose saíram
        senta Smith suficientes séria tesouro todavia what Wilson ás afirmar amazonas atinge biologia blocos calar
        caminhada can carbono circular comprimento comunicado conhecemos conhecia conhecidas contam contendo corta
        country decorrer descreveu descubra despesas doces duvido econômicas educacional eixo embaixador emily
        espiritual esquecido estacionamento ganhei good herança informa iniciais interação interessantes mala manoel
        melo milho paisagem pan parecido parentes percepção pesca placas popularidade pp prepara presidencial privadas
        protestos pôde quartos quinto raro reações relevante resenha respectivamente roger rui sabor senhores
        significativa sofrendo solidariedade suíça tendências Tomé trabalhador unhas violação vizinhança abuso aceitou
        acontecerá acorda aguentar american assassino balas brazil Cabral caindo campinas chato chorando cigarro clipe
        conseguido conseguindo coordenador corredor crer curioso dedicada descer desespero detalhe divertido dragão
        eficaz ensina específica estabelecido estratégias estável evidente exato expor expressar falhas felizmente
        finanças Fred fumar Gilberto Guimarães homicídio inscrições intensidade internos Jane japoneses last leu lisa
        mantido mercados motores muro ocorrem ocupar precisamente preocupada pressa profundidade raios recado record
        relato sensível soubesse suspeitos tecido tentam tentaram territórios tomei tranquilo transmitir tribo vaca
        aborto adequado admitir afirmando age anime anuncia app asas assistindo aéreo bad bebe bebês Berlim Bolívia
        canta carolina cavalos celebrar celulares chuvas cobrir con conduzir confirmar continuidade convencer cu culto
        declarações definido desenvolvidos doação edifícios eh espacial estive exercer feio feridos Filipe fiscal gays
        gratuito guerras imaginação intenso jim jogada judiciário jurídico juízo kelly lgbt luzes mix mo motivação mt
        musicais nomeadamente obteve operacional parlamentares perguntei petrobras pizza premiação prevê produzidos
        prometo reclamar remédios salve seco servidor sexy sociedades sorteio tarefas Teixeira tornado tratados
        tínhamos utilizam vendidos visível voar voltaram vêem acesse acreditamos adianta adicional afro amarela
        animado análises aquecimento atende Belém Benfica básicos caio caminhar Carl chineses citado colaboradores
        Conceição concluiu confesso confirmado conhecimentos contacto coordenação crescendo cuida decidiram delegado
        depoimento desejos determinação diana encerramento escolhe estatal expressa fases fumaça gordo gritando group
        houvesse iam ignorar indicam indígena informado inocente inovação levo liberal ligando ligou longas mapas
        merecem Miranda music negativa ocorreram pablo passamos Patrick pdf piadas promove prontos provocar regresso
        relacionada restaurantes resulta rodovia ryan semestre seminário servidores sofrem subiu suco sérvia Texas
        tome ue vantagens vendido vereadores Vicente voluntários White acadêmicos adicionais adversário alô ando
        andrew argentino atacante atração bloqueio caixas camada camila cientista coleta comece concerto confio
        considerou contratos conversando crença dará deficiência dimensões dividido doutorado doutrina empate envie
        estatística exigências faca falsas fazerem fecha ferido funcionando físicos garante garrafa get Geórgia giro
        Gonçalves gravidez grito gráfico guerreiro havendo historia il imediata impede importo instante Joaquim johnny
        justin lido longos lucro lábios mandado meados medicamentos navios notar participa participando pegando
        permitiu pesada pesquisar promessas protagonista péssimo quebrou quinze rapazes sabedoria sao sementes
        similares sobe sobreviventes sons sport sujo telecomunicações teorias unir vivia way west acordado ajudam
        alagoas alemã almas amam anunciar armada ate Borges cadeiras campeões captura cemitério chefes civilização
        coincidência colar compre computação comédia conquistas consiga conte Coreia corresponde costuma dano datas
        desenvolveu diretoria divulgou documentação donos elevada entram etapas euro financeiras flash forçado fraude
        fundada Fátima galinha Hitler imensa ingresso jason justa ladrão ligadas limitado loira mama margens melhora
        metropolitana milhas missa monitoramento montar moura mudei observando ocupada old ouço pistas pontes
        preservar procuram quarenta radical religiosas residentes separar Society terroristas testar tirei
        transparência united usava usei viola vizinha voltado who administrativo aids alcançou andamento anne armado
        artístico atacado atualizado batendo batman bonitas buscando básicas ca centrais colocada concordar conseguia
        conselheiro consequentemente correntes costumes criadas debates defensor demonstração destacar deveríamos
        diretores disciplina divertir dobro econômicos emissão empregado empréstimo ensinou enviados esfera estresse
        Eva experimentar extremo fracasso ganham ganharam grego haveria Hollywood iniciativas integrante intenções
        Isabel Joseph levada luto macho mecanismos mecânica mágico nega negociação nestas nomeação norma now ocidente
        operar oriental partidas períodos possuir poço preocupações preparada procedimentos promotor propõe queima
        quiserem racismo radiação rapper refletir regularmente requer restos rádios selvagem senadores sentado servem
        sobrinho socialista south sucedido testemunha típico viria abc acabado acessível acompanha acordos adequada
        agrícola aliado aplicada aproveite aproxima assassinos assista barata barcos barros batalhão cachorros
        clássicos cobrar colo confirma corda cozinhar céus códigos davi deitar dispositivos diária doentes du dívidas
        eficiente eleitos entendimento enviada escritórios específicos estranhos eterna fantasma formam Freitas
        físicas got grana Helena Holanda horror ida if imigração imperador importar inacreditável incomoda iniciado
        iriam irã Ivan Juliana just lesão levei listas look make masculina matt may mello mídias navegação negociar
        Nobel ocasiões olhem olímpicos orlando participante Piauí posts pq presidentes protege províncias prédios
        publicadas Rachel rato recusa registo registrado secreta secreto selvagens significativo state substituição
        surgiram tava tendem terminal tinta tomadas Ucrânia vadia verdadeiramente war acadêmico actividade actividades
        afeta aluguel andam anderson apelido aprendizado aprovou assinou aves baixas beijos blogs capitais carvão
        casou causado cometer construções contatos depósito desenvolvida dirigido dorme durar embaixo emenda esperam
        estaremos executar existia falaram ficarem filipinas first futuros gajo galera ginásio hit identificado idosos
        indonésia inquérito inspirado ira italiana jessica lama lento lindos mantenha matriz michelle mostrado mérito
        network observa oferecendo ossos pa pauta pedaços perdas piano poemas preferência preparados queimar quentes
        queres remover representando resolve respirar restantes restrições resíduos Rogério salvou sapatos saudade sbt
        sc segui selo Sir soltar sugestões sítios telefones tomado tortura trabalhado traduzido traição transforma
        trio Tóquio ventos violão virtude visando voleibol vosso abrindo aceitação acreditava Afeganistão aplicar
        aplicativos aproximar aquisição artística automaticamente barba Boston britânica burro cancelar carrega Celso
        chamas cinza colocação combina comeu compreende constitui consumidores contínua criatura cópias decidido
        demorou dente depender descanso desemprego destinado deusa deviam divide dólar elaboração emocionante
        empregada escolhi espalhar especializada esperanças estabelece estômago excesso expressões falsos favorita
        fechou fotógrafo fraca funcionam futura garagem governamentais hd Hill intensa inveja investidores juntou
        líquido mencionado mesquita ministra modernos molho Nunes ocorrência oficinas oposto pmdb portão positivas
        postagem prevista pudessem pá queridos químicos rebeldes recomendo referir relevantes rumores sabiam saí
        sentimos separados soma sonora suportar teclado terrorista testemunho trailer tribunais urbanos Vanessa vargas
        vela vendendo vendeu viajando abandonado abandonou acompanhando adoção afirmação alvos amava apoia
        aprendizagem apresentador assassinatos atuando barreira batata Beatriz bolsas bronze Bruce calça cana causada
        coca completou concreto considero cotidiano crenças criticar cujas culpado curtir dadas defendendo demissão
        descendentes deter devagar diagnóstico diploma discos doido eletricidade emma encarar escolhida escravo
        específicas espere esquadrão estuda facilidade fechados Flávio fortalecer fortuna gerou gravações impressões
        inútil jay laços Leandro levante ligue limitada litoral livrar mando mexicano mineração modalidade mortal
        muçulmanos nasci nativos neles nervosa ocidentais ombro osso palestras pano parcial pasta pedimos planejado
        praticar prevenir publica Páscoa queixa recebemos roubado sa segurando sermos sonhar temperaturas trajetória
        trechos une usina vegas vestidos virada acabo acertar afasta algodão alterar alteração amostras anúncios
        aprendendo ascensão aéreas bacana barbara beijar book bárbara camadas cego cerebral cheios claudia Coimbra
        colônia Congo consideram contente costumava critica cruel culinária curtas definida digam dirigentes dita
        económica entregou escada esclarecer esconde escondido escrevo escritora espanhóis esquina exportação feridas
        fizesse florestal fugiu geladeira gigantes gratuita hectares hábitos ian integridade lentamente liberação
        loucos lucros maracanã marta massacre melhoria mestrado mineiro mobilidade modos moraes mortas mudam national
        nina nu nuvens onze pagando pagos parcela pares pedem penas perfume pergunte praga presta provoca reconstrução
        registrou religiões remoção resistir reta revelação rousseff Sampaio segmento Sporting suja síndrome Tailândia
        telemóvel temática trama tranquila transmitido vital vôlei xix acabe achando acompanhe advogada aguenta
        alimento aprenda aprende atacou ave aventuras basquete bastidores besteira bolas borracha brinquedos cinquenta
        circo clássica colocados comparado condenação conspiração criaram cálculo dedicar desconto descrito divulgada
        duma elogios encher escândalo essência exteriores farão favoritos feijão fiéis gado garotos gira gozar
        gratuitamente guitarra happy hipóteses impactos impulso infecção inocentes institucional Jerusalém jogado
        judeu junte juvenil lembram libras mande maratona mediante mexe Miller missões ms negras olhares origens pagam
        palmas paradas part participam pausa per perdidos perdoar personalidades pinheiro piso placar prestação
        privados project Raquel referido registrar relacionamentos responsabilidades rick sacrifício sagrada serei
        surpreendente Suécia team traduzir tratam turnê unesco urgência Viana visitou young ênfase êxito absoluto
        acompanhamento administrador afirmam agressão amantes amy antigamente aparelhos apontar aposto apresentadas
        armados atrasado av avanços azuis bacia bagunça banana barreiras buscam cc censo citar Cláudio coco colocam
        combinado consta continuação criativa criei demônio dependência desenhar divórcio encontrava engano enormes
        envolvida estiverem exclusivo formulário fox gravado guerreiros hábito idiomas iluminação ilusão implantação
        infantis inicio integrado inteiramente interface lenta libertar Marrocos meias mochila Nuno obama observações
        obstáculos olímpico partilhar party pilotos pintar porco pratos probabilidade procurou produtora puxa puxar
        qualificação Raul rebelde reconhecida ribeirão satisfeito seios sentidos sexualidade sugestão surgimento
        things traga trump two variam vence vermelhas volante únicas abandono adolescência agrícolas ambientes animada
        apanhar atravessar beach bico billy biodiversidade bravo bruto cavaleiro chapa cintura Clark colapso colocaram
        coma concelho confia confirmação conforto consenso contratar Cristiano curva demandas desenvolve dinâmica
        Douglas enfrenta enganar entendendo escravidão estilos estragar estátua eterno exclusiva executado faleceu
        ferimentos florianópolis Ford formando frutas goste hip how Howard Hungria imaginei impeachment informática
        internas ironia johnson Lewis liberado massagem mensal mostraram mude mudo mágica note olhei pagou Paquistão
        paralelo parcialmente parente passaporte pecados Pequim permita pesadelo pires plus poderosos procuro punição
        pátio pátria Queiroz reality reflete renan resolvido ritual rival rosas school simpatia Sofia story sucedida
        surgem testamento trazem tripulação trono usá vazia visuais votou vós ya abençoe acabando acadêmica acertou
        acessos acrescentou amada amador amamos america apresentados aproximação armando arredores artificial
        associada bancada beta blue brancas call calças Carla casamentos ciúmes comemora concluir constantes continuem
        correta creme cumprimento câmbio dali dean destruído dicionário digno doméstica dourado educado eficiência
        ensaios escolhidos essenciais estariam estrangeira favela ferida finalidade full gerenciamento goiânia gritos
        harmonia here horários hotéis ideais idiotas ignorância incapaz infeliz instrução integrar ip jeff jimmy
        joelho julgado lavagem marinho Marte massas mia move mudado netflix notável ordenou palestra pediram perdemos
        perigosa praias proximidade péssima quantia quieto recolher reconheceu refugiados Regina registrada
        registrados regulamento relaxar repercussão retirado rever saga salvação satisfação sector seguiram sentada
        sergio sigam sigla soviética subindo surgir tags troféu vara velhas visite voltam acompanhada acordei acre ala
        aldeias anunciada apropriado aproveitando ataca band bandido bloquear cantos caros carregando case certificado
        chamava Christian coberta compositor concorrer conde conferir confiável contratado convencional convida
        costumam cultivo dc destacando determina determinados dirige distinção divina doações elétrico entradas
        envolveu essencialmente faltando familia famosas favorável fm franquia frutos futuras galo genética gesto
        Gordon gostaríamos guardas hey high ideologia igor implica inauguração indiana indiano jardins jazz lançaram
        lazer leal lembrança levados levantamento Linux Luciano lógico mails malas malta morrem mortais namorados
        never Nigéria noticias nuvem olhou organismo orgulhosa outono oxigênio perry perspectivas pertencem
        pesquisador piedade Potter precisão processar protegido quadrados relativa respondendo Samuel saído sincero
        situado sobrenome solteiro solto sugeriu supervisão surpreende tigre turístico típica tópico una vietnã
        visualizar work ângulo ícone índices abastecimento adotar almoçar Andy ansioso apareceram apelo atirar
        automóveis autorizado baseados boatos bocado boi bêbado capturar capítulos cartaz comboio comentando
        concentrar concepção conexões coral crises câmaras dave Davis declarado desaparecer descobertas despertar
        diminuição Duarte envolvidas estabelecida exigir expandir extraordinário feia frequentes fígado homicídios hop
        hot incentivo iniciada instalado instalar investir Inácio it's Joana Jonas know lagoa lagos league levantou
        limão manipulação men mencionar mentes metragem mostre navegador negativos obrigatório olímpica over pacotes
        parecida pato planalto point poluição polícias positivos presas proporção proposto provocou publicamente pular
        quartel quintal secção sofrido sumiu Sá tambem tanque tatuagem tire tomo trabalhamos trato tropa variação
        variações visibilidade úteis about abri action adesão adicionar africanos alegando altitude alívio anualmente
        aparente apontam apresentaram atlântico au awards batalhas besta bibliotecas bilhão box brava Caetano caneta
        capitalismo caribe censura cita comerciantes comparar concordou confederação confuso consumidor contraste
        contínuo coreano correu criaturas declarar decoração desaparecimento desejam designer desistiu desligar
        despedida desporto destruída directamente divino diários eleita eleitorais enredo espectadores espíritos
        explodir expulso externo exílio focar forçar fruta Gabriela gráficos habitação Hall hope incentivar indicada
        indicações inscritos intelectuais inteligentes ios jair jon jonathan largar largura lata liderado light liguei
        master mor mover namoro noel nomeado Oliver organizou pacto palhaço Panamá parei patrocínio pensado perfeição
        pl produziu pênis rara reabilitação realizando receitas refeição relata renovação residente respeita revelado
        saio secundário seguidos semelhança soja suficientemente talentos terminando transparente tristes vacina velas
        veneno vier violento visões voos walker Xavier yo zagueiro acalmar acharam adquirir adulta aeroportos andrea
        ante aposentadoria arranjar atrações babaca bandeiras brinquedo business campeã casaco Caxias cerco chapéu
        classificados cocaína colher complexidade concedido confirmada consciente considerável contratação convidar
        corporal corrigir cristal curar dançando declara defeito defensores denúncias desapareceu editar efetivamente
        eliminado envia envio estrangeiras estudando exercícios exibido extração folga golpes grand gratidão gráfica
        guarani humilde incomum itunes lendas marcando mc medalhas menção morena mtv ne negou nucleares observou
        ofensiva oferecem oferecido palma parcerias perguntam planejando pretendo prioridades proibição psicológico
        quadra quantidades razoável receio residências responda revolucionário rola seriamente situada substância
        surpreender símbolos tecidos terminei tomaram traduções transar traços término universitária vasta veem view
        virtuais visualizações vitor wi abra aceite acordou ad adorar air Amaral armazenamento armário arquiteto Assis
        atualizações batida candidata causados cinemas claras coberto cometeu complicada comprado concorrência
        confrontos construiu consultor continuaram controla corridas criadores cúpula damos dance descobriram
        desenvolvendo devolver discriminação discursos discutindo disputar dividida dominar donald drive eleitor
        encerrar end explicações fachada falecido fantástica farinha fisicamente foge fresco fumo gaúcho Geraldo
        gerando grama inevitável inflação inspirada isolamento jennifer judiciais legendas macacos manga mansão
        minerais montes moradia mp multi mundos office orações parceira parques partindo pensamos pico piorar
        poderíamos posterior privilégio produções profeta prol promovendo propôs provenientes radicais realizaram
        reduzida rejeição respiração rindo road Robin Romero Sandra semanal service sinopse sociologia solidão sorvete
        sra su substâncias terrenos terço transformando tratava táxi túnel university usaram vendedor verá vilas vivas
        vivi Williams acontecimento agindo agradar agricultores Albert assembléia atrasada atualidade baixe bares
        britânicos caderno caminhões caracteres castigo científicos combinar componente consulado controlada
        controlado couro cv denominado determinadas doc dormiu dra east engenheiros escura estivessem fabricação
        feminista fornecimento fundadores garantiu garrafas gata girls gregos gripe históricas imóveis incluído
        indicando invisível Jacob jerry julio karen kids lamento let limitações litros localidade maluca Maurício
        memorial mesas mestres metas night non obrigações organismos pareceu passear povoado preferem prévia puderam
        qu qualidades questionar racista reflexo relevância renata respectivos resultar saibam Simone simultaneamente
        sorrir sugerir terei tons tratando tropical valente Vaticano verdadeiras villa wall when xvi xxi ac acompanhou
        acostumado acrescenta acções afastado ampliar amém andares apertar arábia associadas azar bang bebendo bobo
        bondade chef combustíveis comi conclusões condenados considere convidou coordenadas corredores Coutinho cover
        criativo critério currículo dead demitido demonstrou dennis departamentos deputada destinada determinou df
        diárias domínios dum editores ego elena encontrará entusiasmo est evangelho expresso fabricante fina fios
        fiscais fornecedores fundado funk fusão fáceis Galvão gases gatilho gloria grossa habitual imóvel infra
        invadir jo lemos lesões levá liberar literária lições luke Magalhães manteiga mantida mantêm Marie mataram
        Medeiros moreno Morgan mísseis módulo negativas novinha observado perdem pinturas poeira portuguesas
        posicionamento praças preferido primos procurado profundas proibida propriamente pára reforçar refúgio reitor
        relatou rendimento representado repressão resume roubou santuário saudita sean selecionados servido soberania
        stan sujeitos suprema surpresas tende tentado terrorismo torne trabalhista tradutor transportar tributo
        trouxeram urbanas usamos utilidade vapor Vera verdades virá Vladimir Abreu aconteceram admite adversários
        Américas aplicado apoiado apontou apostar arrecadação asiático assustador Atenas atentado atlas atualizar
        automóvel autorais avós balanço biografia bonitos brigar Bush camiseta cbf cds chamaram chat cheias churrasco
        competência complexa conferências constituem cordas credibilidade credo cuidando danilo decidimos defeitos
        definitiva desce difusão Diogo diretrizes dispostos doar Dylan dêem emissoras entendido enxergar escudo
        especializado estudou executiva experimento faltar femininas friends grade Guedes incidentes infinito
        information interagir intercâmbio Irlanda iso Jordan justificar Kennedy lema lembrei liderar Lorena lucrativos
        manifestantes mate melhorias mencionou mobilização monstros morando musica observatório obtido opera orelha
        orquestra page panorama pareça passados perfis permanecem pontuação postado preocupados pretendia
        processamento proteínas ps reagir reclamações reduzido reforço requisitos resolvi Saint saldo sapato
        sensibilidade seremos sky sombras stephen stop suspenso tb terceiros Teresa tricolor turco túmulo urso varia
        Vaz Victoria voando voice voltada want xadrez asa barras bicho bilhete boletim brito bueno buracos carneiro
        carter cavaleiros caçar cenários chip ciclistas cineasta cinzas climáticas colaborar cole competir concedida
        conclui concorrentes conectar conjunta construindo continental dai delicioso delta denunciar dera derrotar
        desconhecida diamante dificilmente dirigiu distantes distintas doméstico duque eco elegante elevador
        empresarial emprestado encontrando engraçada escuridão esquadra exposições family formalmente frágil fábricas
        gene gold gota governamental gravou guy Harvard historicamente horta industriais insegurança interferência
        interpretar Jersey josh Júlio lida Lincoln Macau manifesto Marcus matheus mete mexicana microfone mira
        modernas mole morada movimentação múltiplas nicole novelas ocorrendo palestina partilha património peitos
        Pierre polo porção precisou preencher publico pássaros quilos quisesse rapariga ratos reféns relaxa restrição
        rivais romano Rondônia sargento secundária sobrinha solteira sozinhos sucessos supermercado sustentar sócios
        tanques tesão transformado tubo tópicos ultra utilizador vegetais vilão viúva voces vício acervo adaptar
        alexander almirante amanhecer angel apartamentos apreciar arriscar atrai atribuição avançada avisa Azevedo
        barragem bella Bruxelas but Bélgica bônus calmo cantou cap claros condicionado confusa contribui coro
        corporação cuide death dem desaparecido dispõe diziam domésticos dubai económico eddie educacionais enviadas
        equipas esportivo esqueçam estabelecimentos exclusão externas faltava falência farmácia formatos fracos
        frequente gerado gorda gostamos he identificados importam incomodar incêndios influências informe institute
        intitulada kate lançados lançando legalmente leves localizados macaco maçã money mota músculos nascida ouvimos
        panela pareço petição pf pontas porcaria pornô potenciais precisando preocupe prisões propor protegida
        quebrado queiram quilómetros recompensa recorrer romântica ross rápidos safada saneamento sexto steven stories
        take temporária testa tiraram trans transferido tratada trigo valorizar variar vencedora veremos viaja
        voluntário véspera Wagner xbox Álvaro aguardando ajudaram album alfa ancestrais aparecendo apoiando barry beto
        canadense capela caçadores caíram citando classificado começado competições comportamentos compõem condução
        controvérsia convidada convocado corra criam delegação dentista desculpem desvio diamantes dirigida discute
        energias energética erradas esgoto esportiva estimado estimativa estréia estética exigem externos extras
        falantes fazendas feiras feminismo filmar fixo formou franca freguesia funcionou funeral gentil gêmeos gênio
        hard have imaginava implementar ingleses insetos insiste instalada interessada island isolado literário
        livremente lutou machucar maravilhosas medir mercadorias militantes mitos morava morrido namorar obrigados
        orgulhoso patrão people plateia pokémon politicamente premiado primária projectos promovida protagonistas
        proteja radar recebida recebidos recebo referindo reflexões regimento regulamentação resgatar retiro rezar
        romanos sandy seguidas sensores significar sindicatos sobra subida sustentabilidade system sérios Taiwan
        temporariamente tentava terminado tiverem tribos tse tutorial tyler uol utilizadores variados vermelhos vivido
        wayne acto adotado agradecemos aproveita arrepender articulação assento austin baía beyoncé bi boneca
        brigadeiro cameron car católicos causam celebridades colaborador consentimento continuará copiar criminosa
        criticou crônica curiosa dedicação deixamos democrata desgraça disser duelo efetiva empréstimos escreva
        escritas estimular explicando fofo golfo governantes governar grega helicóptero investigadores islâmico jan
        Julian lamentável lançamentos lara law magnitude Malásia maravilhas matam Mendonça merdas migração milagres
        monitor máscaras nativa ninho nogueira noroeste noticia notou painéis pensão pistola pneus poetas proporcionar
        psd quadrilha queen racial representações ri right risos salada sofreram substituto sudoeste sugerem sus
        suspeitas tolerância tradicionalmente was árbitro éramos ídolo ótimos abandonada abraçar Abu achamos again
        anal anthony army assinada assusta atraente avançado Bacon baiano balão baseadas Benjamin brad brigada brinde
        brother buceta Bulgária cargas catedral Cláudia colheita complexos comprando configuração conservador
        contemporâneo cooper correm decente deslocamento destinos detesto detido devidamente dirigindo divulgados
        dominante dúzia economista eleger elevação empreendimentos escolares estimação executivos exibe favoráveis
        fechadas fixa flórida ganhos gasto gelado Guatemala gêneros ilegais impor invadiu justificativa ladrões lana
        lealdade leilão lideranças lobos mancha maré matthew mecânico Moisés montado museus Márcio múltiplos naquilo
        navegar noivo notificação obrigatória obtenção ocupados ofensa organizados orgânica pagamentos pandemia
        pararam pegue permanência planetas poste prejudicar prejuízo previamente pôs referida regulares reside
        resultando rolando salgado Sebastião selva sessenta singular sun tapete Tavares ted telhado tenhamos terrestre
        tirado today Toledo torta totalidade tratou trocas ultrapassar universitários viajou visitante válido xi xuxa
        índio acusados advocacia africanas ajudado alcançado alckmin amores angela Apocalipse apoiou apostas Argélia
        atacando atravessa beija bienal bo boxe cardíaco caroline cat caverna chame chamei compensação conectado
        consultado conversão cortou cross cruzamento custou declínio denise depoimentos destruiu detenção disposta
        distribuídos divertida empreendimento endereços enterrado estabelecidos eternidade europeias exibir existiu
        expedição experimental fino flora food forno freire ganhamos gasta gordura grant historiador hiv honesto
        impediu inferiores inocência inspirou integra invenção irem irmandade juros land laser lauren levará levava
        liberais líbia marcados maturidade mentindo Mercedes misterioso miséria moram natação necessita ninja nua
        numero ofício patente percebido persa pescadores pesos pirata planeja primário produzidas protestantes
        queimando read recomendações renúncia report ressalta restauração retornou reunidos robô Roy rss secas sertão
        sex sic silvio sino stone suporta suposta their toalha torcer transferir troco tubarão vegetação violenta vip
        wars year acrescentar adoram afetar Alfredo ameaçada ansiosa ap aprova arbitragem assessor assisti atento
        audição auge brilhantes brincadeiras caminha cancelado capacidades carregado carrinho catálogo cela cesar
        Charlotte chateada choro chumbo chute citação colonização compartilha compromissos concedeu concluído contêm
        conviver corretamente crie debater dedica deixava dependente desgraçado destacam detetive dormi duvida
        ensinando entendemos enviando envolvem esperto espetacular estabelecidas estudantil estádios faculdades
        fantasmas fatal festivais force Francis ganhe generais gps grace gradualmente granada hum idades iguaçu
        ilustração incluiu indicados ingredientes iniciaram introduzir inventar irregularidades italianos item Jaime
        jogaram jurisdição laterais legislativas levaria lorde lu luiza maduro marvel Mauro medos mentais monumento
        muralha muros nacionalidade Nancy nicholas noturno nó other our ouviram penha pia pica place precioso
        prisioneiro proximidades puto realizam rebelião reduz rendeu repito retorna segmentos Sergipe servindo sigilo
        suma suprimentos tampa telefonia Tomás touro trago tranquilidade trauma trens trevas tweet varias variáveis
        vestindo íris abordar acabamos Aguiar alegou alguem analisa apertado aprovar arranjo artísticas atingindo
        atletismo atuam autorizada balada beneficiar Bretanha Brooklyn calado camisas care carácter católico caído
        chuveiro complementar compor comunistas concentra contava contratou contribuiu cota covid crucial custar
        célula círculos danny days decorrência denominada dependem derivado destaques digamos Dinamarca directo
        diretas distúrbios divulga edson Elias escadas escalada espectro executados expostos fast fauna Ferrari filtro
        foz fugiram ginástica great Hamilton han ibge imaginando influenciar injustiça injusto inventou Janet jin jose
        Khan leituras lembrado localidades lucy magazine manhattan manobra manto médicas nasceram nathan obriga Omar
        operacionais parker parâmetros permaneceu pesadas portos precise prefeitos procuradoria produzem projetado
        provocando quadrado quartas raros reclamação redonda relativas residencial revelam rey roxo secretos seio
        sensíveis separa separado serie series short sinônimo sobreviveu souber suicida superou surpreso temporário
        tiroteio Tocantins torná treze valem vazamento vertical virão vôo Watson álbuns abriga acreditando adivinha
        admiro admitiu Adriano africa altar alternativo amadores amigável andava anéis anônimo aplica armênia assentos
        assédio automático baseia batom blá bobby brevemente brutal caia calçada cancelada cardíaca carona cercado
        charme chateado citados coligação comunitário conceder copacabana costumo cpi cruzar dedicou demonstrações
        dependentes desenvolvedores designado desigualdade detém distribuir elaborado enem enfrentam enfrentando
        entorno espalhados estende estranhas exigência exista experimente expulsão fadas falhou farol filhotes Fonseca
        forçada foundation fraternidade fúria gary governante gramado gratuitos havido his homossexuais identifica ig
        Joel lanche legalização leio liderada localizar logan logística maldição mandando marrom Marshall mec mineral
        mobile modalidades monarquia nasa nelas netos neymar ni nobres ocupando ombros ong only operadores Oxford
        participado plenário postal prendeu preste prever projeção protegendo proteína provou raças recusar render
        repete retrata rodovias roque rosário ruído say shawn simpática sirva soa store temporadas temporal transtorno
        trazido turcos tê ultima variadas vcs vinham viviam votado vulnerável Yang adotada agua aguarda aguento alicia
        andei apaixonados apanhado apresentadora assistiu atacaram auditoria bagagem Bastos batatas bianca bio boom
        botar brinca bullying camarões cartola chelsea científicas citou colina comemorações comunitária conduzido
        confiante contei correia correios corruptos cortado custódia dark defendem deixá delícia dengue dirá disparar
        distintos dog efetivo eficácia encomenda entrado entregues exposto extraordinária falem ficasse fire fixe
        france fraqueza funcional galáxia geográfica gerador gospel grato grão hardware harris imaginário inscrever
        instância interrupção jogam justifica legítimo limita linguística livraria Lúcia mera mergulho modificações
        morador motoristas mônica neo odiar operador organiza pareciam passadas percorrer perfeitos perigos piratas
        postando prende pássaro quebrada quebrando raras reclama recordar retomar reuters ricas rochas ronda ruínas
        schmidt see sejamos separadas soberano stress sucessão Sudão sábio síntese tecnológica triunfo tática unida
        usem usos veste virando visíveis Von vote workshop aborda acessíveis administrativas agradecimento Albuquerque
        Amorim amoroso ampliação analista antena arrancar Arruda assumindo ativista audiências aurora australiano away
        bactérias balde baleado barão berço bh bruna bruxa caminhando cancelamento caçador cerrado chego colocadas
        colunas cometido compartilhamento complicações conduz conhecendo continuamos correspondência culpar
        curiosidades definiu demônios derivados derrotado desperdício deva devida disponibilidade disputas doer Drake
        elevados ellen emitiu encerrado erva esquecimento estabeleceu estimativas exata extensa fabricantes falcão
        faltou fbi fibra filmagem firma fogos formatura frontal fugindo fundações globais Gonçalo hipocrisia ho
        houston imobiliária imobiliário internacionalmente jurados lápis Líbano lópez manifestar Marília melhorou
        melissa Menezes militante monge mundialmente next nojento norman numerosos organizadas parecendo partículas
        passará pensem percebem perdoe Phil poderemos porcentagem preferida privilégios procurei promoveu prosperidade
        protetor químicas químico recorrente refeições registra regressar relativos repertório respira reuniram
        rituais rostos setenta soco solitário sorrindo sotaque Spencer ss sólida teologia toa traseira tronco
        valorização vasto vegetal verificação vestibular viajantes Vinicius voltamos vossos wallace Wolf yuri aaron
        adição adotou adquirido Adriana after aguardar alho apaixonar apontado aproximando ativamente bay bicicletas
        body bond borboleta buscas cabine cabos camponeses cantores capturado chamamos clã coloco colorado condado
        condutor constituído crescem cristianismo cunhado curtos cálculos Daniela decisivo definidas definidos
        densidade desapareceram desconhecidos destruindo dick diminui dirigente distribuído ditado divididos diálogos
        dourada encarregado encerrou esferas estratégica exemplar exemplares faces factos falas fidelidade filósofo
        finalistas garantido garantindo governadores greg gritou grã hierarquia higiene improvável inconsciente
        intimidade inédita Júlia lagoas Leonard liam Lourenço maldade manchete mexendo Milton misteriosa monges morra
        mortalidade mosquito médias naval Noruega obrigar obtidos okay ola optou patrulha pec perseguir pesados
        plenamente polônia postagens preliminar prepare presidenciais previdência promocional prosseguir realista
        reeleição regulação remoto retratos robôs run Ruth sacerdote secar sequestro simpático sin sincera softwares
        sos square sugerindo susto tapa tecnológico tel telas terríveis three torcedor tremendo vagina verem vovó
        válida wesley Áustria ópera útero adeptos agradece alarme alimenta animados apuração ata atuou avaliações
        banner baterias bebé bin blusa borda bota cachoeira can't carmen cessar chora ciclos ciente cine citada
        cobrança columbia comissões comité compara confundir consideravelmente continuamente convencionais conveniente
        corretor deitado delegados demonstram demos depósitos descrita desenvolvidas desesperada desesperado
        disciplinas docente doida dramática elétricos emitido encerra espionagem estadia Etiópia evangélica evitando
        exagero explicado fechando fiscalização florida foca formados futsal garcía golfe gostando grita Guiana Haiti
        imunidade jake joelhos Julie laboratórios Macedo melhorando metais misto morumbi munição niterói nojo
        participe paróquia passem perceberam perigosos plantar podcast poderosas precedentes pressionar proporções
        proveniente pô queimado racional reconhecidos resultante reza rolar Russell saraiva sebastian semanais
        senhoras sensual Singapura solicitar solicitou son sonhei sony sophia stand sydney sé sétimo tensões tijuca
        trate under urnas vaso vendida verso veteranos viciado vii walt years águia aceleração agrada Algarve alumínio
        ann aposentado assessoria assiste atraiu atrapalhar aumentam ball baratas bata caem cansei caracteriza ceo
        chan chegarem comparando comparecer compartilhe concertos condomínio confissão constitucionais contaminação
        cortada cotas craig Croácia daily degradação democratas deriva desviar diesel dificil disponibiliza
        disponibilizado divisões elogio emissões emitir empreendedores english escape esposas ever excluir exposta
        fascinante fazes felix femininos fitas forró gaúcha gentileza god grata guias homossexual Honduras humildade
        impresso incrivelmente intervenções israelense jamie juntaram jura Karl ken lutam manchas mandaram mangueira
        mantê marcante marcaram menciona mercadoria merecia mitologia mona name ny orleans param pas passageiro
        perímetro pilar plantão poderem prado precisará pretos pulso quedas raciocínio raparigas recomendação
        recomeçar registradas reparar representada retirou river rotas Santarém saídas seda sena sera sexualmente she
        significativamente solos submarino substituído tentamos teresina Timor tomam tona too transmitida trilhas
        triângulo trocou turísticos uau varanda variedades variável vazias vencido vincent violentos votaram watch
        ótimas abrangente abraços acordada aderir administradores admiração admito Allen area arsenal artesanato asilo
        atentos ativistas atualizada ausente aviação balança baleia bilhetes boys cacau camargo camarão cano carreiras
        celebrado centímetros cesta chegará chileno cobertas coletivos Collins colocá colombiano comidas
        compartilhando concluída confie conscientização consolidação continentes converter cordeiro correspondentes
        corrupto cumpriu dale dallas definições descendo destinados deveres distritos décimo earth emagrecer encontrá
        enfrentou estender estratégico estreita farei fera financiar find forum fundamento grammy hashtag incluídos
        influentes iniciando inseto integrada interino interpretações investigador Inês irritado isolada lapa Luanda
        lúcio manobras mantidos margaret maternidade medicamento nascidos nintendo padres paguei palha participações
        pastoral pecuária perigosas pesar pi poupar preferia prejuízos psicológica qui quieta raposa raymond rebecca
        reclamando restaurar reverter revolucionária rob réu samsung saímos sintam socialismo sri sucessor Susan suíte
        tabaco tarifa terremoto tomara tommy trabalhei transmissões treta tumblr tumor usavam uva vendem verbo vire
        vocal vossas word wordpress abrigar aceitam acerto alega aliviar amadora analistas aparecimento apontando
        assassinada assinaturas assine atlântica bancário Bissau cancro cansaço capitalista cartel centavos cerimónia
        chuck cirurgião comissário compensar comprometer congregação conselheiros contabilidade contratados contribuem
        contribuindo convencido convicção copos covarde criticado crônicas cuidadosamente dedicados demonstrando
        depressa descobrem descobrimos descobrindo digna distinguir diâmetro documentários Edgar enche ensinamentos
        entro espalhou estudado expõe fabio faremos fecho fenômenos flagrante forçando fósseis gangue garantias
        gravando grãos Helen honestidade impedindo incapacidade indenização instabilidade inteiros irregular Islândia
        Jamaica jogava latim legião legítima libertado localizadas londrina lote lutador madame madre Manchester
        maravilhosos Marcel obstante oitenta org orkut Paiva pavilhão percebemos perdidas pertencentes pesa pilha
        planejada pornografia pretendem provisória psicólogo reciclagem registos relatado removido representados
        research resumindo reunindo revelando ridícula riquezas rolo romana romances romper rt rápidas seguras skate
        sobremesa solicitação sonhando sophie sorocaba summer sumo superficial sur surto suspensa tecnicamente
        telefônica terminaram titulares tomem trabalharam triplo village voa vocabulário volumes vácuo íntimo acabaria
        aceitando acontecia ademais amazon ameaçou aprendemos atingida auditório avança avatar bancária banheira bell
        belos bolha boneco brasileirão brigas burocracia Cairo calada cega celebra chanceler chata chegava Christopher
        ciclone coleções comandos comentarista compaixão companheira conservadores consistente cortesia criamos
        definitivo denominação desenhada devendo diferentemente diminuiu dream ecologia egoísta Einstein enviaram
        epidemia escassez especialidade estrutural estágios eventual falada fantasias filtros formais Franklin fresca
        Félix Genebra governança grandeza guardado hambúrguer heart herdeiro homenagens hp human impressa info
        interromper inédito jeans jogue joguei judas julga juntando limitar living lâmina lésbica mai mede monitorar
        motel Murphy naqueles narrador Neil nerd north organizadores paes pague pb península perdoa periferia Pimentel
        po podre portaria possuía produzindo programado prostitutas psol punho quanta receberá referem refrigerante
        renovar republicano respectivas sapo Seattle seguia seguimos sitio sobrevivente solucionar sonha Stanley
        submeter Sócrates sólido territorial trilhos trindade true utilizou vendedores verifique vingar virginia
        ídolos abertamente abrange abrem abriram abundância acusou adaptado adorava ago Agostinho aguarde amou anuais
        anunciaram Arizona armadura assunção atribuído audiovisual automática avisou aécio banca bispos boate bolsos
        calibre cearense ceder cerâmica cinto close colorido comem completos compostos comumente confessar conjuntos
        conquistado contador contribuíram convém cortina cronograma culpada demonstrado descanse desprezo destrói
        deverão diretos disparo dragões economias elefante elevar enfermeira enfiar escapou esqueceram existiam
        exportações facção falhar farsa feministas ficarão figueiredo fingindo fornecem foro fortalecimento forçados
        frei freqüência fôlego gelada genes guerrero helicópteros history id ilustrações importação impressionado
        injeção inspirar jeremy journal kurt lane laço ligam ligeiramente linguagens lola low mae maldita mandam
        manifesta manipular marc marfim marginal matei maya mereço mergulhar miles minoria modernização nadar Nicolas
        noturna obs observe ofender olham olimpíada operadoras palcos permanentemente permitirá pintor pipoca planejar
        plásticas porem precipitação presidenta prontas pros prático quadras qualificados queixas Raimundo reclamam
        referentes reggae Reinaldo rendimentos reportagens rn roberts robson ron rouba roubando sacos sarney
        seguranças sensacional sistemática talk terry there tirada tornaria Toronto traficantes trair tratamentos
        treinos trágico tubos turca unanimidade uniformes verba verifica versos vigente voluntária zumbi àquela
        àqueles abordagens abusos administrar adquiriu afastou afetam afeto agitação agressivo alcança alegações
        alojamento ame aplausos arquipélago atacada aumentado Aurélio autorizados Barreto batido bike botões brenda
        bruxas cadeias capas carência casca certificação chover circuitos claudio colorida concursos confere confessou
        consertar constituída construídas convenções conversei convocação core couto crazy crê cuiabá cumprindo curvas
        deixarem deixaria deixará delicada desaparece desista destruídos detalhada disparos distâncias ditador Duke
        duras eclipse editado egípcio encaixa escolheram estreou excelentes exceções exibida exigindo farias favoritas
        fiança fibras frias future gaga garanto gerada gp grey guardião Harold holmes horrores hunter identificou
        imbecil iminente imperial imprimir india informal interferir interpretado investiga Istambul Java jurídicas
        juíza liberada liceu lingua luna léo macedônia maceió machista magoar mara martelo martha mentalidade
        missionário multas musa nativo naves negado negação nisto objectivos observador ocorridos odeiam pagas pagina
        patas peculiar pedia perfeitas perguntaram pertencente photo pilares pirâmide please porrada procurava
        prometido protegidos protocolos pulmão pênaltis reconstruir referente reivindicações relativo representou
        resistente roman salarial satisfazer secretas semente senadora side skype soro sustenta tamanha tell
        tempestades transando táticas ultimo verbas vestígios veterano virei visitando viveram water Wikipédia xv
        aceitável acelerar adorável afastamento ajuste ajustes alem alianças aline ambição amizades amorosa analisando
        aparecido apetite assina avançou bank Barroso bebo biológica bloqueado bêbada bênção calcinha Camilo
        catarinense causadas cereais choice cinematográfica citações College complexas compradores comunismo
        conheceram connosco construíram continuava control crescido criminalidade cup definem derrotas derrubou
        desaparecidos desliga dominicana ecológico encosta engana escutando espalhadas esperei estatais eternamente
        examinar excepcional executada factor fazendeiro feat filmagens florence fornecendo fragmentos francesas
        genial help her heroína holandês hospedagem humilhação identidades implicações indicou indícios inesperado
        informados inspeção instalados instrutor instável interessar inúteis Isaac isolados javier Jefferson joinville
        knight lanterna lente lentes lia licitação lidando lidera lou made mantiveram maría mercosul Messias moon
        mouse narração nativas nora objecto objetiva obstáculo Olinda paisagens palhaços permanentes portões
        potencialmente pressões prestígio presídio princesas prudente public recolha recomenda relembrar reservado
        respeitado ro roubos rubro ruptura ré sabrina sanções sea semifinal significativas style submetido sábados
        tampouco Tao tatuagens tecnológicas tecnológicos teríamos Thor tiram trocando ufc vampiro voltados Zelândia
        épocas Abel ache act admissão alterado alugar ameaçar antepassados aproveitou assistentes atendeu atingiram
        avisos Azerbaijão bandeirantes barro blogue bndes botas brilhar cafés capacitação capita cardeal cartazes
        casados chamem channel chapada cobrindo colisão comecem comemorando comuna conectados contado convenceu
        conversamos convivência curiosamente dantas decepção decidem desempenhar desfiles doses dragon dublado dó
        enterro equipado eras erik ervas escalão escondida Escócia esquecendo ethan evacuação exactamente explodiu
        explosivos extremos fa filhote formiga frustração fu fundou fêmea gravemente harrison homenagear impedido
        indireta insistir interações into irlandês islâmica Joan Joyce ki Lawrence legitimidade leon leões licenças
        list Lord luana lésbicas madri mantinha marcial mares mariano mentor mickey Milão mistérios molhado murilo
        nascente nazista nervos noah nomear noventa obedecer ofensivo paródia passaria Paulinho peste pink polegadas
        """
}
