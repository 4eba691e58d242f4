// Made by make-word-lists from wordfreq 3.1.1 (CC BY-SA 4.0; see README.md here).
// Do not edit: run the script again.

extension WordListTexts {
    /// The 10000 commonest words of "es", commonest first, each in its own form.
    public static let spanishWords = """
        de la que el en y a los no un se por es del las con una para lo su al como me más si pero te o mi le este sus
        esta todo ya ha cuando yo ser son sin hay está fue tu muy sobre también todos eso tiene nos porque qué así
        años dos bien entre puede desde hasta hacer ahora era esto vez hace nada ni donde parte solo algo tiempo día
        uno mejor mucho tan ver vida e ese han mismo siempre tengo cada después están gente esa estado estoy mundo va
        año les mas otro otros gracias otra cosas gran menos nunca personas tanto antes poco sea había tener trabajo
        durante ellos lugar creo cómo hecho quiero sólo aunque contra cuenta decir gobierno país soy todas casa estos
        forma he nuevo sido él aquí ella estas sí estaba estar hoy tienen alguien dice quien toda tres voy caso días
        momento bueno ciudad mis nuestro luego nacional parece nuestra poder pueden pues verdad historia mientras
        nadie nueva otras primera veces muchos cual debe dijo entonces ir tipo algunos general mayor tal además mal
        muchas primer según acuerdo cualquier dios fueron manera nombre unos ley medio partido bajo fuera hacia sino
        da grupo haber hombre puedo buena mujer persona será sistema casi fin hizo noche nosotros pasado presidente
        quiere tenemos tus eres México ahí cosa dentro España estamos familia lado aún buen podemos misma pueblo tenía
        esos final mujeres política problema punto agua alguna equipo guerra saber sé vamos van ante dar embargo favor
        gusta importante información mañana pasa semana tienes claro dinero san social ejemplo estados horas igual
        millones número ti algunas hablar hora madre señor siendo centro derecho falta grandes haciendo hombres
        nuestros puedes amigos buenos cambio idea mierda muerte problemas tarde tras través tú meses podría realidad
        the algún amor dicho eran frente incluso primero real vas cuatro desarrollo hijo sociedad tema varios esas mí
        nivel niños seguro sería argentina hacen hemos juego llegar mano paso posible proyecto sigue somos unidos uso
        artículo cerca cierto grande países quién razón sabe todavía amigo Madrid mayoría padre salir seguridad tierra
        visto único cuerpo programa segundo unas universidad último cabeza foto haya internacional mil palabras pasar
        público seguir servicio situación ayuda juan libro siguiente veo datos dejar educación proceso sentido cinco
        clase cuanto derechos ello estás hijos mes usted largo ningún orden puesto quieres realmente alto demás dicen
        diferentes español junto lista medios ninguna personal total trata video viene web base camino digo empresa
        especial hola paz policía queda salud sitio tomar tuvo zona calle cara línea mundial obra ojos os pensar
        servicios sociales allí atención debería escuela julio pueda quieren respecto segunda siento ve vivir capital
        casos etc libre luz mejores población quienes relación sabes suerte varias bastante cultura debido difícil dio
        estaban fotos fuerte fácil habla miedo minutos música poner pregunta rey vos apoyo dado deja demasiado espero
        fuerza iba José manos mayo mucha oficial propio buenas chile control deben empresas encontrar inglés marzo
        peor serie sur trabajar última asi edad futuro justicia libertad nuestras pesar tampoco Venezuela allá
        cantidad corazón diciembre encuentra existe imagen importa norte octubre político principal propia vi vista
        volver voz actual ambos elecciones estudio grupos media mira modo palabra pasó sean tenido abril campo hubiera
        internet joven nuevos plan puntos pública región significa comunidad dirección habían has investigación junio
        lleva nuevas partidos partir película república resto vuelta consejo dan dónde hacerlo llamado mercado
        movimiento noviembre papel precio respuesta seis simplemente única agosto aun cargo comida cuales ellas enero
        experiencia jefe leer llama llevar miembros padres pena producción siglo ustedes cabo común economía entiendo
        espacio febrero hablando haga necesita opinión oportunidad organización partes página resultados santa tenga
        vale acción arte condiciones conocer estuvo necesito noticias plaza septiembre u usar valor vivo calidad causa
        central director duda Europa fecha feliz iglesia necesario obras políticos pronto resultado alta cambiar civil
        Colombia hermano libros local mar mismos viaje últimos acerca acá alrededor campaña carrera ejército encima
        estudios interés llegó mensaje negro niño objetivo of popular principio provincia recursos red río ah aquellos
        ayer blanco Carlos comer compañía diciendo especialmente ganar interior lucha mediante nota pequeño prueba
        saben sol Twitter vaya anterior buscar dia fuerzas justo lugares medida podía primeros principales temas ven
        éxito actividades adelante aire América arriba autor baja diferencia dije entrar estilo ex in juegos lejos
        luis mala maría militar muestra oro par plata puerta relaciones sola ayudar canción color contigo defensa
        dólares fondo fútbol hago hija humanos ideas importantes llega menor ministerio pocos puerto quería recuerdo
        semanas acceso armas busca comunicación congreso espera evitar finalmente fuente hubo jugar juntos ministro
        productos puta siquiera época acciones actividad banco conocido conseguir construcción corte cualquiera
        departamento diez existen formas mitad oficina presente queremos sector serio superior supuesto boca capacidad
        comprar crear diferente energía esperar haces hicieron malo mantener modelo natural necesidad pequeña
        preguntas radio sale trabajadores viejo administración comisión conmigo costa cree crisis culpa cámara diario
        domingo empezar entender esté fuego fui habrá jóvenes perder políticas pone posición suficiente título vive
        actualmente creer llamada mamá participación sangre toma violencia auto brasil carta china ciudadanos cuál
        Facebook leyes principios probablemente rápido solamente área aires banda ciudades clases colegio contenido
        decisión encuentro entrada fiesta Francia francisco imposible medidas pagar pedro permite pp pudo televisión
        unión vía abajo atrás capaz club comentarios darle di error gusto hechos mayores normal precios proyectos
        redes sabemos sexo siete siguientes tambien texto tiempos análisis apenas chica constitución contrario cuentas
        código dolor efecto habría isla izquierda mente odio perú pienso post presencia profesor quizás respeto ropa
        serán siguen sr tenían totalmente versión aqui Barcelona chicos cielo cine cuestión debemos escribir española
        formación hice ii importancia industria instituto loco origen premio re rico simple unidad vino and cambios
        canal cultural dando dejó derecha económica escrito esperando gustaría interesante jamás juicio miles noticia
        original peso pobre prensa propiedad revolución victoria votos vuelve york éste alma Antonio artículos asunto
        buscando completamente conoce conocimiento estudiantes hospital humano imágenes marcha pasando pie puedan
        tecnología tipos trabajos verano aprender conjunto cuarto curso democracia don fe ganas género muerto nación
        negocio ocho Pablo particular posibilidad profesional régimen suelo tuve ves visita ambiente ataque casas cuba
        económico edificio federal lengua mesa naturaleza noches pago piensa programas protección pruebas publicado
        sala santiago señora sueño teléfono trabajando transporte usa usuarios zonas acto animales asociación completo
        cuidado deseo detrás directamente doctor Dr edición encuentran escuchar informe llegado Manuel material metros
        momentos nacionales pareja perfecto presenta puso quedó razones recuerda venta viendo chicas confianza
        creación destino especie esposa hambre legal muertos negocios obtener pedir pensando perro propuesta pueblos
        quiera responsabilidad reunión revista solución territorio to viernes vídeo aplicación aumento calles cama
        ciencia decía diga distancia doble familias Jesús marca memoria motivo opción pase pesos práctica realizar
        referencia reforma reino resulta riesgo sacar sentir silencio temporada terminar autoridades comenzó comercio
        daño elementos equipos esfuerzo fuentes gratis hacía http internacionales locales miembro murió médico perdido
        producto próximo sabía salida selección sistemas tendrá teniendo vieja aparece aquel conozco contacto contar
        crecimiento despues excelente función independencia intereses larga llevó plazo salió santo tv término valores
        verdadero verde voto corrupción cruz dormir esperanza fiscal hermana ido incluye John líder militares nombres
        podrá propios públicos rato tales tengan tratar tribunal usuario ésta acaba amo barrio chico ciento comercial
        copa creen cuyo efectos elección empezó exterior habitantes hermanos honor instituciones llamar mejorar Miguel
        morir oficiales parque pequeños podrían siente tanta triste alguno contrato David debate dieron diseño
        electoral hogar mando niña películas quedan recibir rojo similar vemos vienen ambas argentino azul carne
        cumplir dices discurso encanta entrevista españoles estudiar expresión extraño flores funciona garcía
        increíble inicio juez maestro marco materia ninguno oposición registro teatro términos vecinos asamblea caja
        canciones detalles dijeron empleo enfermedad escena estructura fines golpe grado hacemos incluyendo lleno
        López matrimonio misión pan parecer participar peligro pelo presión sección sos tercera venir vio amiga
        batalla café carácter deberían distintos duro eh estación evento francés gana Google independiente ingresos
        intento japón lunes novia ofrece operación papa perdón planta primeras públicas sirve tantos teoría volvió
        baño características compañeros compra concepto dicha diputados directo distintas documentos enorme
        exactamente festival generales gobernador hotel lograr matar mismas necesitamos necesitan ocurre período piel
        planes pocas principalmente raro responsable rusia tamaño abierto afuera Alemania blanca clave comienza
        compartir considera crítica dejado demanda dias diversos ecuador escuelas estará hagan hará jugadores luna ojo
        personaje piso pobres pro quizá recién reina representa salvo sábado tercer tierras tuvieron velocidad visión
        áreas alcalde altura anteriores asuntos candidato comentario competencia crees debajo diversas empieza
        escribió estan estaría estén facultad generación gestión hayan lee menudo presupuesto querido quieras suena
        supongo trabaja usando videos abogado abrir acabo anda antiguo basta carga cita consumo contexto correo culo
        cuya das decisiones ejercicio elegir entra figura genial historias jugador menores municipal naciones
        necesitas nueve objeto personajes pies publicación páginas supone tratamiento villa actos calor ciencias
        completa conciencia cárcel debes dejo digital distrito familiar fundación ganado histórico intención junta
        listo llevan londres máximo niveles ocasiones parecen parís pensé pide piedra podido privado propósito
        recordar reglas rica secretario sede soldados tomó técnica aeropuerto autoridad ay cadena capitán centros
        continuación delante europea Fernando fondos gustan humana influencia judicial lenguaje literatura mensajes
        mexicano naturales online propias querer recibió saludos tantas actitud basura búsqueda clara coche corto
        cuánto documento doy dudas espíritu existencia familiares finales frontera funciones hablan idioma leche mirar
        obstante operaciones organizaciones planeta pobreza quedar segundos sexual super tengas tienda unido
        vacaciones vidas viva belleza blog construir cuándo declaración empleados estadounidense estatal ganó habia
        jajaja jorge león líneas mínimo números ojalá pantalla papá perfil periodo próxima pudiera tarea tendría
        termina tratado Uruguay artista artistas aspectos caer compañero comunidades crédito cuesta depende
        distribución fuertes gas grave hablo identidad inteligencia inversión llena llevo mirada ok pedido pequeñas
        playa profesionales promedio puertas pérdida quisiera recibido resistencia seria Sánchez terreno tratando
        valencia viven voluntad votar aceptar antigua asesinato aspecto cierta cocina comité conflicto consecuencia
        correcto dulce entiende errores explica física impuestos inmediatamente jueves medicina movimientos mío
        necesidades negra novela objetivos oh pa parecía pasan permiso presentación privada profesores puente reales
        reconocimiento regreso representantes rosa subir tenia terminó tren utilizar verdadera víctimas últimas
        abierta aguas altos bebé beneficios categoría claramente concurso consecuencias creado decreto dejan dura
        ejecutivo encontrado especiales estrategia eventos frío generalmente gobiernos hacerse iii india jaja latina
        llegan municipio patria penal pensamiento periodista personales ponen pregunto prisión realizado refiere
        santos sentimientos tomando accidente actualidad alimentos aproximadamente autores avión bandera biblioteca
        campos celular colores costo dejando deje delito deporte disco entrega escritor etapa funcionarios hermosa
        iniciativa jugando kilómetros liga llegaron llegue madera materiales mexicana minuto ocasión poca precisamente
        puestos regional resolución respuestas Rodríguez ruta secreto suele tendencia toca tradicional acaso alumnos
        aquella audiencia bases bienes cargos comienzo condición crimen cuantos des diego disponible drogas extranjero
        formar frase global González impacto inteligente intentar Italia laboral motivos móvil presentar presidencia
        publicidad pude resolver seguidores sitios trato venga youtube alcanzar animal aparte Bolivia ciudadano
        colaboración compromiso conferencia cuento cáncer debo deuda división enemigo estrellas explicar foro
        frecuencia gastos habitación herramientas humanidad humor institución interesa km letras lima lindo llegada
        merece moral museo médicos mía normas notas palacio perdió pidió plantas plataforma publicó regalo religión
        rápidamente sectores segura tuyo técnico agentes as bonito breve capítulo clientes conocida cumpleaños decidió
        defender eeuu estrella evidencia firma for guardia hubiese juventud llaman martes metro navidad new on
        oportunidades perros probable procesos produce recibe responder sencillo Sevilla señal sigo siguiendo
        superficie temprano tradición universo valle viento vuelto arma cartas colección comunes conversación directa
        escenario estuve exposición hablamos hermoso huevos igualdad invierno lados llevado luchar mirando moda método
        normalmente ocurrió oferta onda pasos quede regiones roja salvador seguramente sentencia sesión software
        sonido sorpresa sucede tarjeta tomado utiliza Alberto asimismo bolsa brazos cambia cerebro ciertas clima
        comportamiento corriente corta debía discusión do dominio encontró escala escribe espalda extranjeros gracia
        intervención libres montón opciones pasada presentó probar propuestas sensación show similares terrible vea
        vergüenza víctima órdenes acabar agencia anunció apoyar asistencia ayuntamiento bajar cabe cae candidatos
        comandante constante contiene convirtió crea cuerpos den diferencias ejemplos euros examen felipe fiestas
        fundamental igualmente impuesto indica industrial juega llamó malas mapa masa mentira miércoles novio
        nuevamente periódico placer podrán posibles premios representación requiere resumen roma seas seguido sueños
        titular turismo unidades vayan vender verlo verte viajar vuelo you actuar alcance anual archivo aumentar
        beneficio carajo cerrar ciertos comerciales continuar convierte cuello definitivamente dictadura década
        establecer famoso gato gay lectura mantiene martín michael niñas oye porqué posibilidades príncipe Pérez
        quedado realiza reyes tiro torno usan abre abuela ahi cambiado carretera caída cola continúa convertido cristo
        daba Daniel disposición dueño editorial espacios Fernández hagas Inglaterra labor letra lluvia malos marido
        modelos mostrar oeste opiniones periodistas piensan poderes prácticas puedas sentimiento seres situaciones
        suma tasa tenes tocar tranquilo universal usado viejos vivienda viviendo absolutamente alegría amistad
        anteriormente aparecen buscan castro cero cliente concierto considerado correr culturales córdoba dale
        descripción diría edificios elegido encontré evolución fuese haría iban iglesias indígenas infantil ingreso
        investigaciones mexicanos moneda motor nació negros occidental panamá permanente populares prácticamente punta
        realizó salga sub suelen traducción tráfico universidades ángel actuales adentro Ana caliente caracas cariño
        chino consejos constitucional controlar coronel diputado disfrutar enfermedades enrique entero esperaba
        excepto experiencias filosofía Guatemala hiciste james licencia millón parlamento pecho pelea pensaba
        perfectamente proteger publicaciones reducir salen secundaria toque tío volumen ámbito alianza amenaza art
        artes campeón castillo Cataluña civiles cm colectivo complejo conexión consiste decirle divertido económicos
        encontramos escucha fotografía fueran intenta leyendo linda loca límite mezcla objetos parar paul perfecta
        poesía policías prefiero Rafael raza reacción representante salón señores siga tendrán trae técnicas vieron
        áfrica árbol árboles útil amplia autos bancos bosque causas cuestiones dejen denuncia desarrollar económicas
        estudiante europeo factores fase histórica ideal ilegal imperio islas Israel jornada límites maneras
        nacimiento participantes patrimonio pertenece pese pido piezas presentado primavera provincias recientemente
        reconocer romper rostro ruido sal sepa significado tomo vestido virgen vosotros actuación alcohol altas ama
        apertura caballo cierre circunstancias comenzar conocidos contenidos definición desastre décadas efectivo
        emergencia enlace felicidad firme fácilmente guía haz hecha herramienta inmediato iv jardín llamadas maduro
        Martínez minas máquina personalidad perspectiva peña pierde podían publica quedarse quiso recuperar responde
        rock salido seguros viajes xd agricultura alemán alternativa amplio aquellas arena argumento ataques bajos by
        caminar canales capaces cientos co combate consulta convertirse corresponde daños decidido dejaron demostrar
        dignidad enviar extremo generar gol inferior Mario mental montaña musical necesaria orgullo oriente paciente
        paga pasión permitir pieza pintura pista poniendo positivo promoción quedo reciente regresar relacionados
        reserva ritmo robo siglos suyo temperatura tono us variedad washington únicamente academia activa activo
        agente antiguos ausencia Bogotá cabello cercano considerar críticas dispuesto diálogo enemigos esfuerzos
        estadio et goles incluyen inicial joder locura logró líderes madres maestros molesta muere métodos obvio
        ofrecer pacientes pidiendo plano pongo poquito producir pura quieran risa rural ruso servir socialista triunfo
        tropas ventana vuelva ánimo absoluto acceder actor andar anti apareció asegurar bar brazo caballero cuentan
        detalle Díaz electrónico eliminar entró especies esperamos explicación francesa ganador george hojas iguales
        implica irse legales marina mina mm máxima múltiples nacido obviamente olvidar parecido piernas poeta primaria
        procedimiento puro puse quedaron recuerdos senado soluciones sube torres trump tuviera títulos unidas
        utilizando viste voces zapatos afirma americano Andrés archivos Asia barco bomba cayó cerveza clásico
        compañías consigue cortes cuadro cuantas cuáles cámaras declaraciones dedos delitos demuestra ed Eduardo
        entendido federación gloria granada habido harry impresión instalaciones llegando llevaba man municipales
        numerosos oriental preguntar presentan responsables rápida saca salvar talento torre traer utilizado venido
        ventas visitar actores aniversario anoche aquello aviso cien comparación compras comunista conocen contó darse
        deportes dientes dificultades echar ejecución entorno estando europeos expertos extensión figuras físico
        homenaje interna leo leído listas llorar mata meta morales muchísimo muestran oficinas papeles pensado
        petróleo piden posteriormente potencial presentes profundo regla regular renta ricos serían señala taller
        textos ventaja abrazo adultos afecta baile blancos bonita ciudadanía conocimientos corea creemos dedicado
        descubrir desea enseñanza entidad entrenamiento enviado espectáculo esposo estés felices fenómeno fuimos
        funcionamiento guste horrible huevo incluido informes intelectual Javier lanzamiento llevaron martin moderna
        ocurrido pared paro particularmente pasaron pensamientos preocupa propiedades provincial residencia ríos
        sonrisa tareas vecino vehículos veía abogados abuelo aplicaciones Australia basado bella california colonia
        come comunicaciones cooperación correcta darte dará debió declaró digas discutir elemento encuesta entradas
        exacto extra extraña forman franco frases grados hubieran individual individuos infancia infraestructura
        ingeniería interpretación is jueces legislación liberal llego lógica manejo ministros moreno oscuro oído
        partida permiten personalmente ponerse preguntó princesa progreso puesta rol seguimos sujeto torneo trabajan
        tradicionales turno vacío venezolano veremos vivimos algun aprobación católica celebración celebrar cerrado
        ciclo científico conde crecer criminal círculo decidir dirigido escritores establecido evidente excepción
        exteriores falso formato graves hablas habló hierro ja juro lago logrado mercados modos monte norma olor
        perdiendo Peter pleno ponga porcentaje posterior potencia preparado pretende publicada reformas Ricardo
        riqueza salario saludo sierra sucedió tabla utilizan vs acuerdos bienestar cantante castilla concentración
        conseguido copia corona cristina crítico deberá deberíamos dedo determinar doce encontraba envió establece
        estarán flor fracaso fábrica gasto Gómez hacerle intentando margen pais paredes paseo peligroso rojas
        secretaría series suficientemente superar techo transmisión tuya ubicación veinte visitas viviendas absoluta
        aceite activos Alejandro antecedentes anuncio aplicar audio azúcar broma cambió Canadá castellano científicos
        cifras columna correspondiente creó cumple cura cursos descanso distinto duele dé empresarios escuchado
        esquina estuvieron genera gira Grecia gustó habilidades imagino intercambio introducción lenguas luces
        organismo organizado pedo piedras posee promover pudieron raíz relacionado repente rosario siguió solicitud
        súper terminado testigos vayas vuestra véase vídeos ángeles índice acabó alcanza am aparentemente caminos
        carreras conflictos culpable democrática difusión dirigida disponibles documental drama entera estuviera falsa
        feria inició it juntas lucas magia mantenimiento moderno muro necesarios Nicolás pareció podrías posiblemente
        puto queso recorrido relativamente religiosa restaurante sabor sentía supremo temporal tiendas trabajador
        vehículo vengo virus vías Andalucía avance bailar beso campañas celebra Chávez comenzaron complicado
        conclusión considerando continente costumbre destaca diarios digan dime empleado entidades escolar factor
        fechas hacienda impresionante infierno informó interno inversiones irán liberación localidad ma manda mandar
        mandato marcas Maria metal numerosas paraguay pasajeros peores polvo Portugal posiciones producido publicar
        realizada reducción representan resultó rivera senador señaló socio solidaridad sufrir talleres tecnologías
        templo teniente tercero terror tome top tormenta adiós an armada bajas bola cable cantar comprender corre
        costos cuarta cuyos decide decirlo decirte dejes desarrollado descubierto eléctrica encontraron escritura
        estadísticas fraude gigante horario ingeniero instrumentos labios laboratorio llamo logra lujo manejar mejora
        mentiras municipios my ocupa pc petición plena podrás podríamos previa privadas privados programación propone
        protesta reuniones rio robar robert silla solos suficientes termine toman ue vean venezolanos Vicente vivido
        votación vueltas vuelvo últimamente abandonar abrió agradable arquitectura aumenta batería bienvenida
        brillante caras cena comunicado conoces contratos corriendo cristianos cubrir deber demostrado diablo duración
        encargado enfermo enlaces existir financiera franceses guerrero hablaba hablado hacerte héroe idiota importar
        italiano meter mio médica obispo obligado periodismo portal postura preocupación preparación primo productores
        próximos pusieron razon reconoce reconocido respondió restos señales sigan so sueldo superiores suya tensión
        treinta tránsito tuvimos yendo argumentos barrios basada ben boda chocolate clasificación conceptos consideran
        coño cumplimiento cuántos dada definitiva deseos destrucción difíciles dirige espejo esperan estadounidenses
        fama formado fría hable harán heridas hielo idiomas imaginar indios inmigrantes interesantes irme jurado Laura
        materias ofrecen one organismos Oscar paquete parejas per periódicos propaganda psoe querían ramón rango rara
        retiro ronda rumbo sienten solar sombra símbolo testigo técnicos vigilancia aca agenda americana apoya
        argentinos asesinado atacar caribe carro che científica cifra concepción concreto conservación constantemente
        corrientes cristiano cuidar darme democrático detenido dibujo dichos dirigentes electricidad episodio escrita
        escritos estaciones fotografías Gabriel ganando haberse hacían Hugo humo independientes instrucciones
        integración judíos levantar leyenda link llamados llegamos llevando Mendoza montañas nace necesarias obtuvo
        oficialmente paciencia pasaba patio perdida pico piloto pm presidencial presidenta prima recurso registros
        relacionadas religiosos river saco saliendo sociedades tendremos urbano acontecimientos adecuado americanos
        aparecer aparición arroz autorización avenida aventura básica caro ciudadana cobertura colombiano conforme
        conocí consiguió deberías dejamos desgracia detener empezaron enfoque entrenador evaluación explicó
        explotación faltan favorito financiero fuiste gordo habitual identificación incremento individuales iniciar
        invitados japonés limpieza locos macri mencionar mexico monedas na nave necesitaba nieve obligación observar
        once originales pacto particulares presos profundidad prohibido putas quise realización regionales religioso
        renuncia revisión Roberto sabido salieron sera sexuales tarjetas tendencias tonto trabajado transición trataba
        tratan venía verla vuestro xx afirmó alerta Alfonso aplica aprendizaje básicamente básicos carmen casado caza
        cc combustible conviene curiosidad damos deportivo desayuno describe diversidad droga débil ee Egipto ejercer
        emperador empezando ensayo escapar estabilidad estábamos exclusivamente experto expresa fallo fiscales
        funcionar fundador garantizar generaciones habilidad hacerme Hernández hicimos honduras incendio instrumento
        interesado investigadores investigar lento lleve manifestaciones mueve originalmente paja palo piensas podamos
        pollo pones profunda radical relato reloj requisitos revisar riesgos roca salto secretos sentí sirven soldado
        ten teníamos traje universitario verdes vuelven abuso ambiental asco bandas bolívar caballos cartel castigo
        categorías ceremonia chileno chinos cierra computadora conducta confiar cortar créditos cubierta dame demas
        derrota descubre destacar dieta establecimiento estructuras famosa fórmula golpes gracioso heridos https
        ilusión instante intentó lanzó lágrimas mama medalla multitud nieto nuclear numero ocupación olvidado
        organizar pacífico pelota pendiente permitido plato porno pre previamente quita ramos reciben recomiendo
        recuperación rueda soledad sorprende supuestamente temor tirar tranquila ubicado urgente verdaderamente verse
        virtual xix álbum árabe únicos aborto ancho apellido aprobado aviones borde canto conductor consciente
        contento conversaciones curioso dama desierto destruir directora duque editor educativo enseñar entregar
        equivalente escuchando femenino feo ficción fronteras funcionario fundamentales fué genio hijas hoja individuo
        invitado Isabel jefes limpiar louis lástima manga marcos mediados medias mencionado mostró máquinas
        necesariamente orientación patrón positiva procedimientos profesora quedando quinto rendimiento reservas reto
        richard salarios sentado sientes suprema titulado típico Ud une valiente vende vengan verga vicepresidente
        acepta acusado adecuada analizar app arco asesino asiento asumir bolas caballeros calma caminando capa charla
        creía cuentos cumbre declarado dejas desaparecido embajador equilibrio equivocado escribiendo excusa exige
        expansión firmado guerras hechas hermanas identificar incluir lector logro mecanismo miren negativa ocupado
        olvido orto parada poderoso portada previo produjo profesión puebla raíces rechazo refiero reflexión rescate
        situado tesis tía ventajas vivos votantes órgano órganos alas amigas aprende armadas arreglar asegura atender
        autonomía bienvenido botella básico cajas campeonato cantidades cerro ciertamente coger colegios composición
        concha condena conocemos consigo constituye continua creciente criterio críticos daría data define digamos
        electorales emociones empiezan entienden espiritual femenina fiel fortuna gabinete go Guillermo gustado
        habiendo huelga inicia Instagram instalación lanza limpia manual maravilloso mate menciona miami muchachos
        muestras negativo obama oración orgulloso parcial permitió producen quitar recientes religiosas
        respectivamente ridículo sabia seguimiento Sergio sesiones socios suave tendrás teresa territorios tira
        transformación trató universitaria World académico actriz actualización adicional alemanes amarillo aprovechar
        basa bello bravo cabezas catalán cercana charles city coalición coches combatir coordinación culto dato
        dependiendo depresión dioses distinta efectivamente electrónica emoción empresario escucho esencial espada
        expresar flujo galería garantía gasolina habana hiciera hilo indio indígena interesados jack jajajaja
        laborales Latinoamérica liberales llevamos metas mínima móviles preparar propietario protagonista quito
        química realizan revela rusa sentirse sienta siria sufrido tengamos totalidad tratados up urbana versiones
        violación vivía volviendo acompañado Alex alimentación alonso alternativas anuncios británico combinación
        conocía cultivo cuántas células césar desconocido dijiste dueños echo efectiva embajada empecé específico fijo
        formal gris gráfico guarda históricos hospitales héroes incluidos inmediata ira Jean juvenil largas
        literalmente llamas maestra manifestación matemáticas mecanismos moto ordenó oír pagan pagos pasamos pesca
        pinta plazas posesión prioridad reglamento respetar rurales sacó salsa salta separación sucedido tasas tesoro
        Toledo toneladas tribunales uu Zaragoza éstos ética acaban acero ala aparato armado autobús barra bicicleta
        bolsillo busco camiseta casualidad cinta cirugía coca comparte creando decían departamentos determinado
        dolores domicilio dominicana escenas esclavos estaré estatales existentes explosión extrema falla fans firmas
        gatos gil guardar gustaba hogares informa inocente internos lanzado lectores leí limpio llevará mark max
        merecen Montevideo moscú murieron málaga nacionalidad palma pendejo poema pri promesa protestas pudieran queja
        quinta quiénes referencias reproducción sabiendo sanidad simples sindicato soberanía sufre taxi terroristas
        testimonio tom tomaron transparencia uniforme venezolana verdaderos via abiertas adolescentes aldea amante
        Android aprendido asistir asociaciones autónoma bebe beber black cambiando cansado chiste circulación cometido
        comienzos componentes conducir consta crece criminales crímenes darles deberán desaparecer descarga dibujos
        empezamos específicamente facilitar famosos fila firmar fumar futbol gritos hayas henry herido ideología
        Ignacio imaginación inflación integrantes kim mantienen mató misterio nariz nicaragua occidente onu oscuridad
        paisaje participa pensamos pensó poblaciones pop preciosa quince redacción renunciar repetir salas seguirá
        sensible sigues sobrevivir suiza tristeza ventanas accidentes administrativa ahorro alquiler amable antiguas
        apariencia ayudan banca bellas cadenas caos censo cincuenta colectiva compuesto contactos contando convertir
        crean criterios crónica culturas delegación despacho despertar despierta docente documentación eje estrategias
        finanzas fortaleza ganancias haré integral intenciones invertir inútil kilos lección legado levanta llamaba
        lluvias luchando mariano masas muerta muertes panorama park pastor pedazo permanecer presidentes prevención
        profundamente quedaba querida rama Raúl revistas revolucionario roto ruedas seamos segun seguía serlo signo
        sois sufrimiento ta termino thomas todavia tomas té ultimo unico vaso Veracruz visitantes William abiertos
        acabado administrativo amenazas articulo ayudó bloque bosques campamento clínica condenado conferencias
        convenio creada cristal cristiana decimos dedicada defiende definir desarrolla dirigir dispone dulces
        ejercicios elaboración eras estable estreno exceso extranjera financieros giro gratuita grito institucional
        juzgado largos liderazgo llegué llenar longitud Lorenzo min mover mr muchacho naranja negociaciones olvides
        otoño pagado permita placa podremos pongan recepción recoger refugio regalos representar represión Ruiz
        sacerdote Sebastián seco secretaria sufrió supo tardes tele tenéis territorial toro tragedia venganza vigente
        volar ácido ademas afectados apartamento barato biblia bombas buscas calderón candidatura característica caído
        censura cerrada comiendo comprende conquista contestar corazones creciendo cruzar cuenca desaparición
        destacado dichas dificultad dudo dólar emisión entrevistas españolas esperanzas exigir extremadamente
        favoritos felicidades finalidad fruto Guadalajara guitarra ignorancia incidente independientemente informado
        inscripción inspiración invitación justa linea love mención milagro nena normales nosotras notable observa
        ocupar océano ofreció parezca pasará pasta poemas preso propietarios quedé reducido regresa regulación romero
        rompe sa suspensión terrenos terrorismo trajo turistas viejas vital víctor we whatsapp xvi adolescente
        adquirir alegre altamente amar america aves bordo calendario cancha catedral causar centrales circuito
        circular cobre compañera comprobar construido correa costumbres cruel cuadros cuyas difundir digitales
        dinámica disciplina discriminación disculpas dió dosis enamorado enfrentar envío escándalo esencia estaremos
        expectativas facilidad felicitaciones fifa gesto grabar habéis hagamos humilde impulso informar instancia
        izquierdo Jaime joda lentamente limitado llave llegará llorando multa negras niega noble nombrado obtenido
        participaron participó pasé peces pelear percepción pertenecen plantea policial prisioneros privacidad
        productor promesas rabia rayos realizadas restaurantes rodrigo Santander semillas sentimos soporte sostiene
        tomás tour tradiciones utilizada vimos actuaciones aliados all Apple apuesta avanzar ayudas añade barcos big
        ca captura carnaval carreteras cd chilena comprensión convención convocatoria creador dedica descubrimiento
        discos diseñado disfruta eco ediciones eliminación empezado encuentras encuentre envía escuche estima
        excelencia exámenes fabricación federales financiación Frank ganadores gerente herida impedir importe info
        ingenieros intensidad juzgar lanzar legislativo listos maldita mancha Mauricio obliga obligaciones pecado
        penas pensiones planificación podes polémica prevenir psicología quedamos queria refleja rosas rusos rutas
        récord sacado selva silva socialismo subió teléfonos trabajaba vargas vistazo visual vol wow xxi admitir
        agregar ansiedad asesinatos asesinos bob bolsas camión canta certificado citas claras comentó considerada
        consumidores correos creencias critica criticar cuarenta cubano cubierto cubre declara declarar delincuentes
        dependencia depósito desafío descubrió destinado diaria disculpa docentes embarazada enormes enseña falsas
        garantías gravedad Gustavo herencia innovación intentado invasión julia Kevin latino llenos magnitud maldito
        matando mataron medicamentos misiones monumento murcia negar observación olímpicos op perdieron perdí pizza
        platos plástico portugués prepara protocolo provoca próximas pérdidas reporte residentes responsabilidades
        rival sello semejante señalar signos solicitar solucionar suicidio síntomas teorías terminan trayectoria tumba
        usos utilización vencer verás vivió volvieron éstas aceptado actúa adicionales agradezco agregó ampliamente
        anillo aporte aérea bloqueo cambian capacitación carbón cobrar comedia competir completar conclusiones
        contribuir correspondientes cuota defensor dejé denuncias desempeño dimensiones dispuestos eficaz encontrarse
        estadística existía fan fiebre fiscalía florida funcionan gane griego guardias herrera huesos indican
        industriales industrias intelectuales international iphone irá kg ladrones llamando llame llevas logros
        manifiesto mercedes miseria novelas ocurrir ofertas ojala olvida or pagina pantalones paulo peruano pierna
        play ponte preguntan previsto probado quedará razonable referente respirar revés sacrificio salí sano sencilla
        separado sombras street surge tenis terapia terrorista tocó tranquilidad transferencia trate Turquía ubicada
        veamos vega venden videojuegos vidrio vii virtud abandonado acta actitudes agrícola aprendí aprobó atmósfera
        bebés bienvenidos blancas brasileño bus capítulos celebró chris ciego comisiones conciertos confirmó confusión
        conoció continuó costado cuartos cómodo danza decidieron detenidos diccionario dirigió dispositivo echa Elena
        encuestas estándar europeas falsos fantasía fija frecuentes fresco habrían hitler imponer iniciativas
        inmigración inteligentes lana limitada madrugada mantuvo marcado medina metido miranda misa motores mueren
        nervioso ningun núcleo obligados patas persecución pesado pescado plataformas popularidad pozo precioso
        preparados propuesto quejas rajoy recibieron registrado remedio reputación rumores sinceramente sindicatos
        this trenes universitarios usó vinieron vives xi alcanzó alemana amado Anna apunta Aragón asistente ayude
        añadir be caen casco chicago cocinar colectivos confirmar contaminación copias cumplido descansar descargar
        diagnóstico digno directores dormido doña empleos ensayos estabas estudiando explicaciones frutos Galicia
        grabación grasa gritar huir inglesa intentos japonesa Joaquín jurídica macho mail mandó mary maíz mire
        muriendo músicos nº ola operativo oral organizada ortega paraíso pasen pendientes península poderosa
        posteriores practicar preocupes presa proporciona proporcionar provocar quedarme queres reacciones
        recomendaciones relevante rutina sabían senadores sepan soportar surgió tetas time times tomen ultima veas
        verá útiles aclarar adopción adoptar alarma alegro almas amanecer anuncia apartado asalto at av berlín botón
        básicas cercanos colegas colombiana colonial comenta conduce confirma confirmado conocidas consentimiento
        contaba contado conveniente corporación cortos decidí demandas descuento desempleo deudas direcciones diré
        dispositivos duelo educativa embarazo emocional encanto entran escuché escudo estancia etapas existente
        favorita filas flota fomentar frecuente frecuentemente fruta fuga ganan garganta gráfica helado himno house
        ideales informática investigador ios juegan king lobo lograron lógico margarita matan Medellín mensual mete
        miras monterrey mostrando muebles musicales negociación oficio parado pierden presentarse préstamo receta
        recibo rincón sagrado salgan salimos salvaje sanciones satisfacción sexy situada smith solía sonora
        sorprendente soviética steve sufren sugiere supe tela texas utilidad vasco visible vistas windows with éxitos
        aceptación adn agustín alcanzado alegra apreciar atractivo avances azules bahía billetes camisa campesinos
        capitalismo cargar chilenos cia clásica com cometer comprado comunistas debates directiva discursos elevado
        elige eléctrico encantaría encuentros enferma enfermos enfrente entrado escribo esperemos estimado estrés Eva
        expresó federico gimnasio hectáreas hey hombro jodido judiciales luchas mac maravillosa marketing millas
        minería mini mundiales mérito negó nubes Oaxaca ocultar oscura papas pasaje pelotas pez po preocupado
        preparando provocó publicados queridos Ramírez realizaron regresó relacionada renovación retorno robado rojos
        rompió semestre servidor sintió sujetos Suárez terminal terremoto tony trabajó trampa tremendo triple unirse
        vela vestidos vuelos absurdo adulto afectan agencias alan alimento alumno anuales aprobar artística ascenso
        asientos asociados ayudando añadió brutal cartera catálogo celulares cementerio colombianos comenzado
        consumidor continental convencido corruptos crema cubana cumplen debilidad debían denunciar desaparecidos
        destacó detención disney durmiendo déficit eficiente entregó entusiasmo esperado estúpido etiqueta expresiones
        extranjeras fa filipinas fox from fuertemente geografía golfo haberlo historial impide incluida ingleses
        intenso intentan jamas Jiménez joe jugado jurídico justamente líquido mantenerse mejoras mide militantes
        minerales miro miss mito modernos monto mortal municipalidad osea participan pasaporte pega perra propuso
        proveedores pánico realizando rebeldes recibiendo refugiados respaldo romano saludable saque sentidos seré
        sirvió tocado tuit utilizados vete volví vuestros walter árabes aburrido adaptación ajuste Alfredo amas anime
        armados asesor Asturias atentado automáticamente bebidas boy cambie campus caridad celebrado clásicos comentar
        comienzan conservador considero contratar coraje corresponden creas cuerda cálculo duró empresarial
        entretenimiento espacial específicos esquema estética extremos falleció financiamiento free frutas futuros
        físicas gama gastar Gutiérrez habíamos horarios horno horror humanas inauguración inclusión inevitable
        inseguridad invita judío justificar legalmente libras mantenido maravilla marihuana masiva mia miel
        naturalmente navarra notar obtiene ocurra orígenes penales permanece peruana piano pinche podéis ponerle
        positivos preciso presentaron ramas realizados reduce requieren retrato sabiduría sales sana scott sepas
        servidores st star suceder sucesos tarifas tiros titulares traición trama usada usados Valladolid vendido
        Vietnam voluntarios adquisición africa Alexander almuerzo amantes antigüedad apoyan asociado balance banderas
        bebida becas bomberos canarias capas casarse causado citado competencias compró considerable convento coro
        Cádiz daban decenas deportiva describir desigualdad Dificil disputa electrónicos espectacular estudia
        evidentemente evita full funcionando gritando gustos hacerla hipótesis hueso humedad ida inicialmente
        integridad Juárez lamentablemente lea lealtad lecciones lesiones libremente ligeramente marta medir mentir
        mike modificación modificar monarquía morena muros news piense pilar pisos playas poetas ponemos posta repito
        sabías sacan salgo seminario señorita siguieron socialistas suministro tejido tendré test tí volverá xviii
        abandono abusos acompaña acoso ad alrededores alturas Angel aportar arreglo Arturo autopista azar buscamos
        camiones cantando capacidades católicos causó center cerró choque circo colón consenso consideración
        continuidad controles cueva defecto demuestran eficiencia entrando escolares estemos exclusiva habitaciones
        hermandad internas jackson Jesucristo Jones joseph jurisdicción lucía majestad manzana marruecos mato maya
        musulmanes nacer natal negociar ordenador pasas pedimos pensión perfección piscina pistas podria Polonia
        precisión pregunté rayo recoge relatos retirar rubio salamanca seca secciones secuestro sensibilidad serios
        sexto sonidos subiendo Sudáfrica sufriendo suyos tomé traslado truco tubo vaca vapor vine violento épocas
        académicos administrador afirmación agresión alba Albert alli american andan apoyando artificial aventuras
        balas barba baños bretaña británica Brown buscaba cabrón campeones civilización claves colocar consejero
        considerados constituyen contienen contraste convencer correctamente costas coste creencia cuero damas darnos
        defensores demasiada detuvo devolver diana diera dimensión dirigente disminución diversión doctores ejemplares
        encantan escalera escasez escritorio especialista específica esperas estableció eterno extiende extraordinario
        extraños fallecido Gonzalo grabado harto hoteles ilegales implementación impunidad inocentes intensa japoneses
        Jose Kong laguna lamentable li llamaron llegas llenas marcar marqués metió mostrado míos navarro nick novedad
        novedades obligatorio obstáculos otorga pelotudo piedad ponerme preguntando presentada press prestar
        prohibición publico quedas quédate rapido reconstrucción reunir rodeado sed setiembre sexta significativo
        sobra solas solitario sueldos tecnológico tenés tigre trinidad ucrania unida urgencia vendedor vota afectado
        agrega aguantar ahorrar alza andes aseguró autora beca bill borrar bs can cardenal cima click clubes
        comerciantes compré conservar contribución cubanos day defectos dejaba delgado demonio denominado descenso
        dictador dirá disposiciones doctrina Du eficacia elegante entraron entro escoger estómago expedición explotar
        externa fantasma gano géneros habrán haremos harina hollywood importan ingresar italiana juicios lavado lesión
        literaria lleguen mami mapas mediodía modificaciones molesto mono negativos norteamericano oculta opuesto oso
        pares paris patrones paula pedazos pene pibe planos plus prefiere preparada prisa productividad proviene
        quemar rasgos reconoció recuerdan reparto repite restricciones rocas Sara satisfacer servido serás siglas
        sincero sopa sra Suecia símbolos tapa tortura trabajamos transmitir trono vera vientos ésto únicas académica
        acusaciones advierte ai aliento Angeles anunciado asistentes ave averiguar besos cansada carolina certeza
        chistes claridad colaborar coma compuesta consideró corrupto creatividad cuadrados cuartel cultivos cuotas
        custodia dc decirme divina duros electo elegidos encargo encontraban entendí escribí espaldas espectadores
        específicas evaluar exista expediente exportación facil fea fieles formando fortalecer fundada gobernantes
        gobernar gorda griegos guapa guapo hidalgo Hong jugo labores lamento libertades like limita lisa manteniendo
        maquinaria masculino microsoft minoría Molina motivación muera Mérida navegación nervios nomas ocupada
        participado parto pasaría pedirle peligrosa poderosos portavoz posts probabilidad préstamos pudiendo puertos
        radicales referéndum reír sarah secreta simón subido terminaron that tomada típica valen vecina veras vigor
        vuelvan acabe ampliación aprobada artístico ayudado ayudará aéreo bala balón barrera bronce cadáver
        caracteriza carteles católico claros colaboradores colonias comidas comparten conexiones conozca continuo
        copas Corazon círculos desean deseas destacados destacan determinación donald duerme Emilio enfrentamiento
        engañar enseguida episodios especialistas estatua feminista ferrocarril finalizar futura ganaron hablemos
        holanda identificado idiotas ignorar inclusive indicado iniciado interpretar iría iva ladrón legislatura
        levante ligera literario live manipulación mateo mecánica mesas mg montar muchacha naves nazi odia operar
        orgánica paralelo parientes parques pata patente pedí perdona poseen preguntado presupuestos procedentes
        prometo proporción públicamente raras recomienda recordó reflejo relevantes retirada reúne romanos saga sam
        señalado Simon sombrero subida supera supervivencia talla teclado temo tendrían tocando tonta tontos tribu
        usualmente variables verlos Vidal wikipedia abuelos acento acusación afectar ambientales ampliar ando
        aprendiendo apropiado armonía atraer aumentó auténtico baby Bilbao brian brinda cables capilla capitales
        caracteres cerdo chat colega comparar condado constituyente contener contesta controla creció cruce cuchillo
        códigos darán deba dejarlo desapareció determinada determinados discusiones disparos dispuesta dorado ducha
        duras enfrenta esclavitud est estándares eta eu experimento factura Fidel financieras Georgia globo goma
        homicidio Hungría ia incapaz incendios inferiores ingles instalar integrado interacción jardines lenta limón
        llegaba maquillaje marchas matemática mentalidad micro ministra musica mágico nacionalismo narrativa neta
        netflix obrero observaciones olvide pagando perspectivas podia presta privilegios protagonistas realista
        rebelde reseña reveló sabio saldrá salía sobrino sorprendido sucio sumamente supuesta tabaco taylor
        temperaturas tienden tokio tomamos uh use variable verificar vivas vínculo aceptó aficionados agrícolas
        algodón ancianos apoyado aprueba arresto asume atlético aumentando boletín caiga carbono charlie climático
        cobra complejos corredor cortas creí decirles demostró desfile ejecutar eligió encuentren entregado escuchas
        esfera estupidez exclusivo extinción extraordinaria facultades ficha formada foros fáciles gratuito hables
        honesto huele huella huracán indias infinito jugada jugó Lara lateral ligero limitaciones llevaban manifestó
        marcelo mega migración miran montes Muñoz músico nacionalista necesitar nobel occidentales opera ordenado
        palos pasados permitirá pidieron pos precisa prestigio privilegio productivo prohibir práctico puentes
        reconocida recurrir referirse reflexiones retirado retos retraso reunido reunió rodea seguida sentada
        separados sirva solicita sospecha supuestos síndrome telecomunicaciones telefónica testamento tolerancia toros
        traducido transparente vendiendo violenta Álvarez ángulo acercarse actuando Andrea armando arroyo aseguro
        avanzada añadido batallas bibliotecas bonos Burgos calificación Cartagena cayendo cenar centavos cerrados
        Chiapas comen comparado concesión concluyó conserva constancia constantes construcciones convierten costó
        crecido deberes decente demonios despedida digna distritos dándole débiles Edward empate engaño entendimiento
        eric escaleras escenarios estáis eterna exilio film gustaria hacernos históricas huellas Héctor instrucción
        introducir Janeiro juana lagos lema liberar literal llegara llevarse lleven localización logo lol lord may
        mencionó nube opositores orilla oxígeno Paco paquetes participando pesada pintor pinturas pistola polo ponía
        presidenciales queriendo químicos racismo rebelión reclamar relativa resultar robaron Roger ron saberlo sabéis
        secundario seriamente significativa sonar team tenerlo tenías tercio testimonios tiende tomate traen urbanos
        uñas Victor viii énfasis acorde acostumbrado adam admite advertencia afortunadamente agarra alicante Alicia
        aparatos are arquitecto arzobispo asesinados atletas basados bestia botas buscado cargas casada caña cinturón
        coloca columnas comando conservadores consultar Cristóbal cumpla cumplió dejemos desaparece despierto destinos
        dile discapacidad diseños disminuir distinción divorcio editores encantado enfrentarse envidia esenciales
        estatus esteban estilos euro exigen expresado faltaba favorable fi fibra gases granja grano hermosas hombros
        hábitos imagina impulsar indicar injusto Irak Jalisco jo jornadas lady life litros llaves mafia mensuales
        migrantes monstruo mora moverse movilidad nombramiento ochenta ofensiva open oídos parcialmente peleas pintar
        plana pongas preocupaciones prestado protege proveedor proyección pudimos quema rata Ray recinto recorrer
        relevancia rendir restauración rodillas ruptura sacando saldo saltar sanción tablas tanque tarifa tremenda
        viaja victorias vigencia viuda volvemos vuestras wifi abarca Aguirre ahorita aislamiento alcaldía amarilla
        aprovechando buque burla carros compartido computadoras conductores conectado conectar contemporánea cuida
        cumpliendo dejará desarrollados desarrollando dominante ejemplar empiece entendemos escape escritora espectro
        estarían etiquetas eventualmente excelentes externos farc fatal firmó fundado fundamentalmente fusión futuras
        generan golf green halla id implementar incorporación informaciones ing iniciales insultos intervenir invito
        ip latinoamericanos lazos manifiesta messi modalidad monasterio muchísimas ofreciendo opina orquesta palmas
        Papi pdf pedidos pegar pelos perdidos pib políticamente preferencia prefieren prometido proponer ratas
        recompensa rehabilitación rollo romance rt ruinas sacaron sesenta set solicitudes sorprendió sospechoso
        sucesión susana sustancias terceros titulo tramo trasero trece unir Uribe utilizó xv xvii your éramos abren
        acepto agradecer agujero alcaldes aparecido aparecieron aparente aportes aprovecha avanza barro bbc bici
        Boston camioneta cerebral coco compleja componente conjunta conspiración contentos coordinador corregir
        crearon culpables curva definido delincuencia deriva desnudo destruido disparo divide divino domingos
        educativos emitir ende enhorabuena Ernesto establecidos establecimientos estrecho exitosa exploración explorar
        exportaciones filtro financiar fomento ford fotógrafo funcione funeral fábricas garantiza gigantes gobernación
        gubernamentales guinea gustar guzmán home horizonte incertidumbre infección injusticia inmensa inspección
        inspirado invisible iré juguetes junior lavar lentes levantó llamamos localidades logran mandan masacre
        memorias metropolitana mochila nativos Nelson nobles nombrar obreros organizó orgullosa Ortiz pasara
        personalidades pertenecientes pierda placas policia provenientes queden querés reclamo reparación resuelto
        robot rubia sacerdotes salidas salio satélite sostener sostuvo ss sucia sustancia terribles Tio titulada
        traído trigo tuits tuviste uds unió vanguardia velas vertical west will afirmar agrupación ali altar aporta
        ataca atracción autobuses avanzado ayudarte bajó baloncesto billete bla blue bodas borracho brillantes buques
        cagar capitalista cercanas coincidencia comenzando complicada compre compro compromisos concluye confía
        conscientes construyendo continúan cotidiana creyendo cuán deciden definitivo depósitos derivados desnuda
        destinados diarias diosa diste doctorado ej emisiones enseñó escriben especialidad establecida estrecha
        estudiado estuvimos exacta explican exponer expuesto extensa externo extracción extrañas fallecimiento faltas
        fantástico fc flaco foco franquicia Félix físicos gala ganadora gobernadores gráficos Guadalupe Guayaquil
        historiador increible inocencia ironía irte johnson lastima latinos leal licencias mascota master mentales
        mineral miraba movilización nazis norteamericana not ocupan ofrecido oraciones parroquia pe pelicula pepe pila
        portero positivas preocuparse pretenden prisionero párrafo recomendación reflexionar relativo religiones
        residuos responden restantes samuel sostenible sucediendo sugerencias sustitución taza tributo turístico unen
        uruguayo vegas vencido verán visa acordar acudir agricultores air almirante analiza bailando bando batman
        boludo bonitas botellas catalana cielos comparto complejidad comunismo continuamente cosecha credibilidad
        cualidades decoración delantero denominación densidad diariamente directos donación edades ejecutiva Elizabeth
        empiezo enamorada entienda estúpida exigencias formó funcional gafas generado geográfica gota guerreros
        hinchas incluidas indicó infantiles involucrado jefa Jonathan line marte masivo mediterráneo mentes mmm
        Márquez nacidos normativa nucleares off olímpico organiza partidarios pastel pastillas peligrosos piensen
        preguntaba presentaciones presento presiones primarias procede provisional radiación reconocidos republicano
        ricas risas ritual secuencia seguí semanal sentarse sientas sir solicitó sorteo sumar tecnológica temática
        tomarse trámite unica usaba usamos valientes valorar verdades verme viajeros violentos volvería vínculos white
        Zamora abandonó abiertamente abordar ac accesible acompañada acontecimiento acusa adoptado ajena ajeno allende
        amparo Américas animación animo asegurarse atras aumentado Austria automóvil auténtica ayudante barata
        bastantes benito bernardo bibliografía bloquear bolsillos bote brindar bromas bronca busque cambiaron
        centímetros coincide cole comisario consultas convivencia cv defendiendo dependen deportivos der detiene
        dijera disparar divertida economista económicamente ego exitoso expone fanáticos fragmentos gubernamental
        hueco imbécil imperial incapacidad incrementar intendente irlanda italianos ix joyas licenciado marcó mascotas
        miller minera monumentos mundos museos narcotráfico nene nocturno ocurren ordenar orejas out panel perfiles
        permitan pesa pilotos plenamente pon ponerte precedentes presentando protegido provecho reconocen recortes
        rector recuerden respiración revolucionarios romántico Rubén salvajes seno separa suelta superado supervisión
        suponer são tirado tripulación usd vegetales vienes violaciones visitó voluntario Wilson Álvaro abc adquirido
        afectadas agregado alla amazon anciano asilo atencion aumentan Belgrano biología bolso Bélgica cadáveres
        candidata capitulo centra compensación competición concejo consiguiente construye contactar contamos
        contemporáneo contenta contratación controlado demostración demócrata denominada desarrolló descendientes
        desconocida describió diplomático directorio dirigidos disfrutando efectivos elaborado energías escasa
        establecidas estuvieran excepcional excepciones exhibición experimentado faltar fauna flash funda helicóptero
        heredero inicios intervenciones Iván lidiar llevada maneja milagros miserable modernas montaje muero nerviosa
        normalidad ocupados omar orgullosos parámetros pasadas piratas planeado pr practica prioridades procedente
        prometió pájaros queréis racista rancho rechazó reforzar requisito resistir respectivos reunirse
        revolucionaria rivales rodilla sagrada Saint salinas salva satisfecho separar seremos sexualidad socorro Sofía
        tanques trabajadora tranquilos tropical ultra unam utilizadas vacas vacía variedades varones vendrá vestir
        vocación volando Vázquez acompañar aliado alivio almacenamiento andrew apuestas arthur artificiales atento
        atlántico bajando baratos bares bendición bruto cago calientes cancelar canciller cap carece catalanes cayeron
        cañón chihuahua comedor compara comun concretamente configuración conquistar contraseña contribuciones
        controversia corporaciones corrección creadores criaturas crudo cuadrado cubiertas defienden demasiados
        descrito desear desesperación designación deterioro determinadas df dimos diseñador disponer distinguir
        dividido divisiones diámetro elevada em emitió ente entiendes entrenar escapa escaños especializado
        estacionamiento estatuto evidencias expulsión fina finca fino forestal fundadores ganamos gobernante hermosos
        hierba homosexual homosexuales il increíbles inspector intentarlo jazz Joan Julián justificación
        latinoamericano latín legislativa leones listado lucro madurez Maldonado marie matado medallas Men mencionados
        mera monopolio multas necesite noroeste noruega olas operadores palestina parecían pasear pases peligros
        permitiendo pilas plantilla pondrá pregunte promete provocado ranking razas recaudación rechaza recordando
        refería regularmente reportaje residente respecta respeta rumor rápidos Samsung seguirán setenta señoras
        sientan terminamos tonterías transportes tristes trucos tuvieran túnel urbanas Valentín valioso valoración
        vinos ámbitos élite activamente acuerda agradecido agradecimiento aguante aman artillería asunción autorizado
        barras bloques brasileña brillo británicos bruno camina canadiense cargado catalina catalunya centenario
        Christian científicas claudia cobarde cobro conformidad consideraba consiguen conversión corren criatura
        cristianismo cuadra cuanta cuerdas cuidados decidimos decís dedicados dedican dedicó delegado delincuente
        demasiadas designado despido destinada dj donaciones dragón editado eliminado emma emplea equivocada exclusión
        fallas fenómenos franja frio físicamente hablen higiene identifica ilustración importación insulto interiores
        jason Jesus jugaba lejano levantamiento maestría mayormente medicinas misiles muñeca máscara nacionalistas
        obispos obligó ordena oreja pagó parlamentario perseguir perteneciente pibes pida ponerlo postre potable
        prestaciones profundas promueve ps quedaría racional realizarse rechazar representado rescatar revelación
        revisa romana rose secundarios segmento seguiremos sencillamente señalan sillas singular suelos tejidos
        terminé tradicionalmente traigo trasera turco unesco university vaticano vendedores vendió veneno vivían what
        xii xiii Abraham aceptable admiración afectada afueras almacén ancha anunciar argentinas arranca arrestado
        atacó atrae auxilio cabildo Cali casino casó celebran checa chupa colorado comprometido concreta condenados
        conecta confederación consuelo cordero curar dados decia dependiente desafortunadamente desarrollan determina
        dirigidas durar emitido encarga encargada energética enterado enviados escasos esclavo escritas escuchan
        excusas exposiciones express fachada farmacia fianza fm frenar fundó gays generó griega grita hd importaciones
        influencias ingredientes intentaron je jersey jode lecturas legítimo Leopoldo levantado leve magnífico
        maravillas marchar marino Michoacán miró mo molestia monitor more músculos nací negativas notables obtenidos
        olvidó opinion oscuras Oviedo paisajes pecados pertenecer peruanos pesadilla plomo podré policiales postal
        prado publicadas racing recien recuerdas registrar reportes reside salvación solicitado suben suceso surgen
        síntesis sólido tinta tirando transformar tribus usarlo vano variaciones villas aceptan actúan afiliados
        agarrar ahorros alimentar ar Arabia asiático auge baje biografía bruselas carl catorce cebolla certificados
        citar col comido comunicar concretas conforman constitucionales construida contabilidad contador contratado
        convirtieron cálculos cátedra cómoda davis debut decepción denunció deportistas deportivas desagradable
        desconocidos deseando desorden desprecio Dinamarca disponibilidad dominios elaborar emocionante encontrará
        estrictamente evangelio explicado fases fueras furia gallo ganancia gastronomía genética gimnasia good guión
        habian hablé históricamente honestidad humildad hígado iluminación impone imprescindible indicadores indonesia
        instalado invitó involucrados Jerusalén jr juramento kirchner legisladores leon libertadores liceo lopez
        mandado manifestantes mantenga marcador marx matt mecánico memes mineros miradas mortales nasa noreste noventa
        obligada obligatoria observando oliver pague pareciera patricia pierdas poblado porción preferido preguntarle
        progresista prostitución protector proveer provinciales reemplazar registrados relieve roba rodean serias sida
        soñar suba sumo tarda tel tendríamos tic tim trajes transforma trimestre técnicamente Union vasos vendría
        venían verduras visitante vote índices abundante accion actualizado adjunto administrativos aduana afecto
        afirman afrontar alejado amaba andaba aprecio armar arranque asegurado asignación atacado augusto auxiliar
        avanzando ayuden bo bono brecha caga cal celda cemento cesar chan charlas cintura clinton cojones colina
        comenzamos comisionado compartiendo compartimos comprando concejal concluir confesión considerablemente
        considerarse consumir convencional corporal creados cuente cuna date delicioso desacuerdo desafíos
        desgraciadamente detectar dirán discutiendo docena dormitorio dudar eléctricos encantó esconde esencialmente
        estudió extender extenso fb Florencia fresca funcionó galletas generando grueso habituales habitualmente
        harían honestamente impuso inc incidentes indispensable insectos insiste integrada intente interesada islam
        jim jimmy juntar justifica justin karma lata liberado lobos manchas mande maratón marcada materna matriz
        mencionada mero meterse mitos molestar mágica oculto paises pasajes patrick peticiones pirata potenciales
        precedente prejuicios primas problemática proteínas quintana rapidez raros realidades recibí recuerde refieren
        registró reparar republicanos retirarse romántica serpiente serrano sinónimo sofá soto suceda suman temporadas
        temporales terminando terrestre tigres tomadas traducciones vacuna venimos verso versos Vice volante
        voluntaria Von Williams abandona abogada acogida Afganistán afición Aguilar aislado alojamiento amores andy
        anónima ap arrancar au aula automático barreras basadas bot boxeo béisbol calcular cenizas cnn comarca comes
        comodidad conducción confirmación conociendo cortesía crecen crónicas célebre cúpula desarrollada descansa
        diputación dvd déjame educativas ejerce eléctricas empleada encontrarás espectáculos espíritus estudiantil
        eternidad experimentos expresidente feministas filósofo fundamento fundamentos ginebra Gregorio hubieras
        invitar iris jeje joya juzgados latinoamericana legitimidad lingüística magdalena maldad maltrato matanza
        mejorando metales mexicanas miente militante mirá misericordia moción naval nintendo niñez nostalgia
        notificación ondas oscuros palacios pato pedía peleando peru Perón piñera planetas power pretendía previos
        primos proceder producciones produciendo protestar pájaro recta registra rompiendo santuario sarmiento serbia
        sigamos simultáneamente sólida Tailandia temprana Tenerife tiras tocan tope traduce traductor transcurso
        tratamientos trámites Tucumán urnas usaron usas vais valga verbo viajando vicio volcán votaron íbamos abra
        abriendo activistas adelantado administrar administrativas Adolfo advirtió alimentaria anillos aparezca
        aplicado arias brigada bruce caballería camisetas campana causando ceder celebrando celos cerradas Cervantes
        clan colocado comisaría compone comunicarse consideramos considere consulado contraria contribuye Croacia
        cruza deberia dejaste desplazamiento distancias dividir doctora documentales Dra editar educar elegida
        emprender enojado enseñanzas enviaron esconder especializada existían famosas feminismo fijado futbolista
        gallego gallina geniales gustas hicieran Hill hs hubiesen incómodo informacion informativo integrar inútiles
        israelí legalidad Leonardo levantarse Linux Malvinas maniobra Marc marea marrón meten metodología mostraron
        mueven mínimos national nido norteamericanos notado otorgado pantalón pardo parlamentaria partículas perdidas
        Pierre pija pobladores potente presentamos quedarte querías recibimos recolección reconozco relacion retiró
        rota semi sincera sindical soberano sobretodo sugerencia suponía séptimo tacos talentos temer tocaba toco
        torta traidor Trujillo united verdaderas vientre virginia wall Yucatán acabas africano amistades angustia
        anima anualmente anónimo aplican atacan automóviles bautista boletos cabrera camara celebrada circunstancia
        clausura comentado comuna confío construyó contestó convirtiendo cortés creativo dadas dedicación delicado
        descubrí deseado despertó diseñada divisas dobles duran ejércitos encargados enfrentamientos esperaban esposas
        existido experimental explico extendido face fantasmas filtros fuegos gold gripe hablarle historiadores
        horizontal hot hábito ibas imprimir inconsciente instancias integrante journal lean leyendas lgbt limitar
        luisa mago mallorca mariana medieval meme mercancías minero misterioso Mónica noción note obstáculo odian ong
        parciales parecida pascua pasillo pasto payaso pegado pense períodos pino pq profeta prosperidad provocando
        publican putos quejan quiebra quisieron recetas reclama regulares renovar resultan ribera rita roban ryan
        sargento seguidos sensibles sentencias significar sometido sorpresas subsidios suicida teme transmite usen
        valer validez venas viral visibles vistos votado válido ví young zapatillas abrigo abundancia acabamos acercó
        actas acusados adolescencia ajedrez alcanzan alfa aplausos aprendió apuesto arts aseguran asociada atiende
        back bancaria boleto boom callado cazadores cdmx celeste chaqueta cintas claudio cobran combustibles compasión
        completos componen comprobado computación conversar cool cooperativa creyó cuadras cubiertos cumplan debatir
        debieron demostrando denomina diputada dorada dueña ecuatoriano encontrados estafa estarás excesivo explique
        favorecer flora grabaciones granos hall hallar harvard ho ignora ignorante incidencia incluyó inscripciones
        insultar interesan interpretaciones intimidad johnny ke lewis lindas matrícula mejorado Morelos mostraba
        ocurriendo pacífica paloma pare pechos pendejos permitía petrolera pienses plantear podés potencias
        preguntaron preservar procesamiento propósitos pulso quemado rechazado recibida resultaron rinde rioja robos
        robots roy Salazar seda serena seriedad solares soltera soltero sony spam stephen sudeste sun superficial
        temporalmente transacciones tuyos táctica valentía variar vestuario viola violar volúmenes votaciones vuelvas
        acercamiento adecuadamente administradores aeropuertos aguanta alternativo andando apoyó atentos atraviesa
        ayuntamientos buscó bush capturar ce cf comencé conejo confiable consola convierta correspondencia cortado
        creativa critican cuidadosamente daré dedicar dejara delegados depender desconfianza descuentos dibujar
        doloroso echado enfrentan ensalada enseñado equidad escuchó etcétera evitando experimentar extrañar fabricante
        facturas formalmente frías ganadería golpear guardado haberme indiferencia inmuebles inter inundaciones Irene
        irregularidades irónico Jacob jordan Kennedy laboratorios leen leerlo licenciatura little llevarlo llora
        logrando mapuche mediano mercancía michel millonario Morgan niebla nietos núm oir organizados partidas perdon
        perjuicio perpetua planea plazos pluma politica poseer pretexto qu recibidos recopilación representaciones
        robando sanitaria seleccionado semanales sentimental servirá simpson sitúa suministros supermercado tensiones
        trataron tropa usadas variación varía vecindario vegetal vengas vinculado viña votando xiv árbitro ópera
        óptica abrieron acostumbrados admisión alfombra aluminio anne anthony apagar apelación aprecia araña armenia
        arreglos arsenal asesores asistió atentados bachillerato bendiga best boliviano brevemente brujas cabina
        cañones certificación chip coinciden completas complicaciones comunitario confundir congo conjuntamente
        conlleva consiguieron consistente convocar copiar corrió crucero cruzado culpar curiosamente cuánta cárdenas
        defenderse defendió dejaría directivos disminuye efectividad elevar elimina emergencias enojo escondido
        espectador expuestos fabricantes facilita favoritas Gerardo group hacerles hashtag hazlo hipocresía honda hp
        i'm impresiones indignación informal iniciaron inminente intermedio invento investigando irregular jubilación
        juguete julian juveniles league lees libra localizar long luce manzanas mentiroso monarca monetaria muertas
        narración nobleza obsesión obtienen orillas orlando party patada permanecen permanencia permisos pinto polla
        prd previas probabilidades producida productiva protegida radios rap reelección reemplazo referido reinado
        remoto respectivas resuelve retórica rick semilla sentados sep shock Soria sucesor sureste sábados templos
        tiroteo tontería traducir trasladado trastornos trayecto ubica visitado vuela Zelanda acababa acabaron
        accionistas acordado adecuadas alianzas Almería anexo antena asesinar avisar ba blogs cabecera calibre calvo
        cartón chofer ciega cines coge colapso comercialización compañia complemento comprador comprendo compuestos
        concursos consideradas consume cordillera cristales dejarse demora deseamos destruye dirigen disfrute doc
        dominar don't duarte echando economías ejecutivos electores emplear encuentres entren entré escribía
        estratégica evo falda forestales forzado freno fu gentes grand if incorporar inmenso instinto investiga
        jajajajaja jane lenin llamarse llevaría masculina mañanas michelle ml médicas navegar observó obtención ocupó
        operador pabellón pausa peligrosas pensarlo perfume pesados pimienta pintado plantel plural potter psicológico
        pulgadas pusiste quedes raya reaccionar reciba redonda reducida referentes reflejan registrada reinos relleno
        remate renacimiento robin rostros saquen school seguían sendero sintiendo soltar sospechas surgido suspender
        suyas taxis telefono teología tiró tl tormentas trozo valenciana valió valles vayamos vergonzoso viera vigilar
        vih vinculados visiones ése adonde Alcalá alias amada amazonas ambientes apetece aplicada asambleas asumió
        ausente autónomo ayudo bad batallón bonitos cajón calcula calla callar camarada camas canaria cansancio captar
        casar cayo chef cierran cocaína competente comunitaria concedido controlada convencionales convicción
        convocado corredores cuevas cívica delta demócratas despedido destinadas detallada dividida divulgación down
        décimo escobar espía estatutos estratégico excesiva Extremadura fallos fijar fmi fracción frontal Gabriela
        generoso golpeó grandeza guías haberle hacerlos harta hilos homicidios ideológica ilusiones importaba
        indemnización indicador ine innumerables institutos intentaba ivan jabón jamaica judía Karen librería limpias
        llamen llegaste look malditos manipular medianoche mercurio mereces milenio ministerios molino muelle nativo
        necesites Núñez ortografía periodos persigue pierdes pierdo podíamos portuguesa prendas preocupan presentados
        quedara Querétaro rastro ratón realizará reclamos recordado recordemos recuperado refieres relaciona relata
        respondiendo rodeada rodriguez roles Sandra sanitario Sebastian seguiré sentirme señalando significaba
        sospechosos sostienen subsidio sustituir teatral tenian tomaba trans trastorno tratamos tributaria vaina
        Varela veían vial viniendo virtudes voluntariamente volverse zorra águila activista adicción adoro adquiere
        afirmaciones africanos amplias aplicable apoyos area Argelia asesinada Atenas atractiva atribuye autoestima
        balcón baterías borrador Bulgaria bárbara calificado casual causan cervezas cese clic colaborador colecciones
        colgado comúnmente conectados cono contempla crueldad cómplice dejame denunciado desastres deseaba despacio
        disparó doméstico dramática enmienda enseñan enteras escogido escriba estructural estuviese expresan externas
        faltó fascista favorables firmes forro francesas francis gen golpea gradualmente gremio Guanajuato Guevara
        hembra honesta Horacio horribles howard ian inesperado infantería inmueble invertido just kilo laterales lava
        licitación light Lisboa lograrlo males mantequilla mc mediática mencionan merecido miedos modificado monstruos
        monumental mortalidad ms nacen ne Nicolas Nigeria nocturna obligar observado observatorio ocupando ofrecieron
        oliva oportuno opositor ovejas pagados pariente parlamentarios pasaban pekín planteado plumas prefieres
        preocupada preocupados presentaba prestación pretender procurador prácticos publicaron quedaban queríamos
        químico recogida regimiento republica reservado revelar Rivas ruego secuestrado significan significativamente
        Singapur sistemática sociología south status Sudamérica tablero tendrías tomará tratarse tronco turística
        tweets uber vago variantes varón Venecia vió vocabulario votó válida wey Ávila accesorios acondicionado
        adecuados administraciones amlo armario ascensor asignado audiencias aumentos azteca Beatriz beta borges
        botones bruja burro carecen caudal cerdos chance cirujano collar cometió compartida concesiones conocerte
        consultado costes crucial cráneo cubren debiera definen dependencias descubrieron diplomática dirigirse
        dramático echó ecuación ei ejecutado ejercito encerrado enfermera enfermería equipamiento equivale escuchaba
        escudos escultura explicando expulsado extraer ferrari festivales fichas fidelidad fragmento francamente
        francos fíjate game gestos gordon gps gral gramos hablaban Haití harías incorpora inmunidad insistió inusual
        inventar jamón legítima leña llamaban lola lote Lugo madero mango marítimo matrimonios merced milán moderado
        monos montero music mutuo Natalia neutral niegan novios now obrera ofender ordenes otan Pakistán partió
        patético peculiar perdiste permaneció pescadores pi pondría posturas preferencias presunto profundos prohibida
        propongo proporcional prostitutas protegidos provienen puros puñado realistas record regalar renunció
        repercusión resaltar revelan revuelta robó rompen sabrá sacas saludar sarcasmo sencillos sinceridad suelto
        surgir Tamaulipas tango telefonía televisa teórico toques trabajadoras trago tubos uniformes urss usaban
        valiosa vegetación vendidos vendo verificación vernos viena visibilidad vocales volvía vuelves xbox
        acumulación agujeros alusión amnistía andaluz andas apellidos apuntes arenas asado atacando atrapado auditorio
        aviación bailes bajado bondad busquen cabra cancelación capturado carril casados catedrático celoso centrado
        cereales cerrando cerámica clasificados cláusula coherente cometidos concedió concretos conseguirlo continuará
        contundente creían cría cultivar dañar decida declarada demos descontento desesperado diamante dijimos
        disciplinas diseñar disolución diálogos editoriales email emprendedores encendido entendía enterrado entramos
        espere establecen estricto estupendo exigencia fabrica fabricar formulario frustración fuesen guerrilla
        hispano imaginas imprenta impreso influir insistir insoportable Isaac Isidro islámico jajaj jaén jennifer
        jugamos laberinto lanzaron lázaro maldición manifestado mediana menú misteriosa mona motos mutuamente méritos
        nacieron nacion network niego olla olímpica opinan pagamos pagas paguen pantallas partiendo patatas peli
        peliculas perdonar permanentes piña preocupante presentador promocionar psicológica puntas quitado quizas
        químicas recibirá recomendable rentas representada republicana resoluciones restricción reunidos rezar riego
        sacarle saqué secos simpatía Sinaloa soviético steven suspendido tatuaje tecnológicos terminada ternura
        territoriales trabajas turcos tweet vacunas Vd Velasco velo viajero vocal vulnerable walker Óscar
        abastecimiento abu adaptarse afines africana agradece agrupaciones aislados alcaldesa alice alimenta ambición
        anterioridad antropología aplicando aportación aprenden atacaron atrapados aurora baila bancario bandos belén
        bloqueado breves cargando caros castigar celebraciones chaco chavez ciegos colas compartió compañeras
        comportamientos compran condujo contrabando contribuyentes coordenadas coordinar cortina criado cruces cruzada
        cup cárceles desesperada despliegue dirigía dolares doméstica donar echarle educado emisora empiecen
        empresariales entendió enteré enviando estaríamos existan extendió favorece fbi finde flecha fortalecimiento
        ganarse gastado girar girl gobierna golpeado gravemente hablaron haciéndose here hipócrita honorable huerta
        imposición impotencia incluía integran interino inventario inversores io jon justos lazo legislativas lei leyó
        liberalismo lindos litoral logramos luchan madura malasia manchester mariposa maternidad mires muchisimo
        Méndez nacida non néstor observador octavo olvidemos operan operativos opinar optimista pack participante
        patriotas patriotismo pd penetración permitieron pilares prenda preventiva profe proponen psicólogo puestas
        puntuación quitarle ram receptor remedios rendición resulte resume retira retratos reúnen sabíamos salvó
        seleccionados sensaciones separadas situacion sobrina sometidos stalin story subasta suceden sudor susto sutil
        tos totales traidores ubicados umbral unieron vacías verbal veré viajó visuales warner was abandonada aceptada
        acercan actualizar adelanto adulta agresivo ahh ajo aldeas amargo amos amplios anderson animado ano antemano
        aportaciones apostar apps asociadas aspiraciones asqueroso asusta atlas atleta aulas automática basándose
        beach bicicletas bodega bombardeo calentamiento caravana casero colonos compensar comunica concede conducido
        confundido conocieron conozcan conservadora consolidación contemporáneos contradicción creído curvas cuñado
        cédula decadencia dedicadas definida dejarla dejarte delantera delgada derrotar descubren destacada Diaz
        diente difícilmente directas economistas Edgar educacion efectuar elefante enormemente escaso escuadrón
        especializados examinar expectativa expresamente extracto ferrocarriles firmaron formaciones frágil furioso
        gary gasta genocidio globales gotas hallan halloween have hdp hockey Homero hongos inconveniente
        increíblemente indicaciones inestabilidad introduce intérprete inyección jerarquía jubilados kelly kit larry
        libertador lic Lincoln llevados llueve lotería machos malestar mansión maquina micrófono moisés montado movida
        mu napoleón narices narra negación nomás oido pal Palermo Pamplona paneles papás partidario pasajero pañuelo
        perla permanentemente polaco preliminar premium prevista primario producidos pudiese quedarán queen quitó
        radica ramo razonamiento recogido reconstruir recorre refirió renovables representados requerimientos responda
        resurrección reunieron rigor rituales ropas ruina severo siembra Silvia stone Sucre sufrieron sumado
        supermercados supiera terraza timbre toalla trágico tíos típicos venció verguenza volvamos vulnerables zapata
        ánimos ético abel acepte aclara Acosta activar adopta aerolíneas aficionado afán Allen antepasados arcos ariel
        artísticas atendiendo bacterias basan bicho billones billy cambiará carter Centroamérica cheque ciclos clavo
        colinas colocación colocó colonización comerciante complicidad compositor comprendido comprometidos condesa
        conductas conjuntos consiguiendo convoca coruña crack cuaderno cuernos cálido decepcionado decisivo
        democráticos desconoce desperté determinó diablos discute distingue dragon echan emite emocionado encabezado
        enojada enviada envían epidemia equivoco escuchamos especulación eua Eugenio extras fallado fantástica farsa
        fascismo felicito fingir forzar fracasado fray fritas garcia genes gr gramática haciéndolo hallazgo hallazgos
        hip homosexualidad houston Huelva indicando interrupción invitamos iremos island jeff jurídicas kilómetro
        lesbianas llegaban llegaría locas lápiz magnífica mandando mandatario Maracaibo marinos Martha medicamento
        minorías modernización monjes multimedia negado orientales parados pareces Patagonia patriota perdemos
        permitiría pertenecía ponce poética precaución presentadas programado project quejarse radar raymond recuento
        redondo regímenes rehenes repetición revoluciones reza ross sant secas Segovia significativos silvestre
        soñando sp stop sugieren superioridad superó surgieron tabasco ted tierno tomes trauma tregua tribuna trofeo
        trozos turísticos tuviese urbanización utilizaron vacíos vería vestida virtuales vitales volverán volveré
        Vélez yoga abad actualizaciones actuó acusan adios admito aparecía apropiada aproximación asistieron atado
        atravesar avisos bang baratas Bay Bell bio bro cabrones cafe call cancer canon Cantabria carpeta Cecilia cera
        cercanía certamen chi ciclistas circuitos codo combinado compatible compatriotas complejas conveniencia
        coordinadora cuan cupo debidamente della democráticas derivado desarrolladores describen desee detallado
        detective devoción diabetes dispara Domínguez dormida entras escuchen estúpidos existió formales formaron
        galaxia gestionar get graduación guantes hallado hamburguesa hardware hierbas honores humanitaria huyendo
        húmedo ilustraciones imagenes incapaces incentivos inclinación indicios indirectamente infraestructuras
        institucionales integra interfaz inventado jay Jujuy jun karl Kenia libia ligas literarios llanto llevarán
        mandaron mantenía marchó mariscal Matías mencionadas merecía meto moon movistar mías músculo nombró opone
        optimismo Pacheco pana paren parodia part pascual perfectos pides pinochet piola plaga portales preparan
        """
}
