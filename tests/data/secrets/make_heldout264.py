# ruff: noqa: E501
"""Writes heldout264_credentials.yaml and heldout264_lookalikes.yaml: held-out batch 264.

Persona: a high-school teacher in Lima who coordinates the school's computer lab and writes
in Peruvian Spanish. She keeps the lab's admin passwords, the Google Workspace for Education
admin, the students' shared accounts, the SIAGIE and Minedu portal logins, the projector and
printer admin PINs, Wi-Fi keys, Yape and Plin PINs, and many look-alikes (DNI numbers in
public lists, student codes, course codes, classroom numbers, serials, order numbers, masked
values).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["Chabuca", "Misti", "Huascaran", "Inti", "Condor", "Lucuma", "Rimac", "Pachacutec", "Vicuna", "Titicaca", "Chasqui", "Alpaca", "Quipu", "Cusco"]
DOMAIN = "iesanmartin.example"
INTERNAL = "iesanmartin.internal"


def clave() -> str:
    """A password a Lima teacher would choose or a manager would generate."""
    return pick(
        f"{pick(*WORDS)}{pick('', '_', '.', '#')}{digits(4)}{pick('!', '*', '$', '#', '')}",
        f"{pick('Lab', 'Aula', 'Colegio', 'Profe')}{rnd(UPPER + LOWER, 3)}{digits(3)}{pick('!', '@', '%')}",
        rnd(ALNUM + "!#$%*", 12),
        pw(),
    )


def wpa() -> str:
    return pick(
        rnd(ALNUM, 16),
        f"{pick(*WORDS).lower()}{pick(*WORDS).lower()}{digits(4)}",
        f"{pick(*WORDS)}-{rnd(ALNUM, 6)}-{digits(3)}",
    )


def dni() -> str:
    return digits(8, lead=True)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "lab_windows_admin_password",
        f"Usuario administrador local de las PCs del laboratorio: Administrador / {clave()}",
        f"admin lab pcs (todas igual) -> user: adminlab  pass: {clave()}",
        f"Ojo, cambié la clave del admin de las 30 máquinas del Lab 2, ahora es {clave()} (antes era otra, ya no sirve)",
        f"PC-DOCENTE del lab 1\n  usuario: .\\Administrador\n  contraseña: {clave()}",
        f"contrasena admin windows lab 3 = {clave()}  no darsela a los chicos!!",
    )
    r.add(
        "deep_freeze_password",
        f"Clave de Deep Freeze para descongelar las PCs: {clave()}",
        f"deepfreeze lab2 pwd {clave()} (Ctrl+Alt+Shift+F6 para abrir)",
        f"Para instalar programas hay que poner Boot Thawed. Contraseña del Deep Freeze: {clave()}",
        f"DF consola: {clave()}",
    )
    r.add(
        "bios_setup_password",
        f"Clave del BIOS/setup de las Lenovo del laboratorio: {rnd(UPPER + DIGITS, 8)}",
        f"bios pass hp prodesk (lab 1): {clave()}",
        f"Si piden contraseña al entrar a F1 Setup, es {digits(6)}. Supervisor password, no la de usuario.",
        f"BIOS supervisor -> {rnd(ALNUM, 10)}",
    )
    r.add(
        "google_workspace_admin_password",
        f"Consola de Google Workspace for Education: admin@{DOMAIN} / {clave()}",
        f"admin.google.com\nusuario: soporte.lab@{DOMAIN}\nclave: {clave()}",
        f"Contraseña del super admin del dominio ({DOMAIN}): {clave()} — solo la sabemos el director y yo",
        f"Nueva clave de la cuenta admin de Workspace después del cambio del 15/03: {clave()}",
        f"google admin: coordinacion.lab@{DOMAIN} pw={clave()}",
    )
    r.add(
        "google_admin_backup_codes",
        "Códigos de respaldo de la cuenta admin de Google (cada uno sirve una sola vez):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        f"backup codes google admin@{DOMAIN}: " + ", ".join(digits(8) for _ in range(5)),
        f"Códigos de verificación de respaldo (2SV) — guardar impresos: {digits(4)} {digits(4)}  {digits(4)} {digits(4)}  {digits(4)} {digits(4)}  {digits(4)} {digits(4)}",
        "codigos de recuperacion cuenta lab:\n" + "\n".join(f"{i}. {digits(4)} {digits(4)}" for i in range(1, 6)),
    )
    r.add(
        "google_app_password",
        f"Contraseña de aplicación para que la impresora mande escaneos por Gmail: {app_password()}",
        f"app password (thunderbird, cuenta del lab): {app_password().replace(' ', '')}",
        f"Contraseña de aplicación de 16 letras para el SMTP del Moodle: {app_password()}",
        f"clave app google para el script de asistencia -> {app_password()}",
    )
    r.add(
        "student_shared_account_password",
        f"Cuenta compartida de los de 5to A: alumnos5a@{DOMAIN} / {clave()}",
        "Cuentas de alumnos para las tablets:\n" + "\n".join(f"  tablet{n:02d}@{DOMAIN}  {clave()}" for n in range(1, 5)),
        f"usuario de invitado para el concurso de robótica: invitado.robotica / {clave()}",
        f"La cuenta de Canva del 3ro B es 3b.canva@{DOMAIN}, contraseña {clave()}",
        f"Cuenta común de los practicantes: practicantes.lab  clave: {clave()}",
        f"pass de la cuenta alumno-lab2 en las PCs (usuario estándar): {clave()}",
    )
    r.add(
        "siagie_login",
        f"SIAGIE: usuario {dni()} contraseña {clave()}",
        f"Acceso al SIAGIE para subir notas del bimestre\nUsuario: {dni()}\nClave: {clave()}",
        f"siagie (cuenta de la subdirección, me la prestaron para las nóminas) {dni()} / {clave()}",
        f"Cambié la clave del SIAGIE, la nueva es {clave()}. Usuario sigue siendo mi DNI.",
        f"clave siagie: {clave()}",
        f"Para el registro de asistencia en SIAGIE entrar con DNI {dni()} y la clave {clave()} (vence en 90 días)",
    )
    r.add(
        "minedu_portal_password",
        f"PerúEduca: mi correo docente y la contraseña {clave()}",
        f"Contraseña de la plataforma de Minedu (capacitaciones): {clave()}",
        f"Mi Legajo / Ayni: usuario {dni()}, clave {clave()}",
        f"cuenta @minedu.example para el correo institucional -> {clave()}",
        f"Usuario para el sistema de matrícula del Minedu: {dni()} / pwd {clave()}",
    )
    r.add(
        "projector_admin_pin",
        f"Proyector Epson del aula 204 — contraseña web (EPSONWEB): {digits(4)}",
        f"PIN del proyector del auditorio: {digits(4)} (si se bloquea pedirlo a mí)",
        f"proyectores aulas 201-210: bloqueo con clave {digits(4)}, web admin pass {clave()}",
        f"Contraseña de control remoto web del proyector de la sala de profesores: {rnd(ALNUM, 8)}",
        f"Código de desbloqueo del panel del proyector Lab 1 = {digits(4)}",
    )
    r.add(
        "printer_admin_pin",
        f"Impresora HP del laboratorio, PIN de administrador del panel: {digits(8)}",
        f"Clave del EWS de la Ricoh (http://192.168.10.50): usuario admin, contraseña {clave()}",
        f"PIN de impresión segura de la fotocopiadora de dirección: {digits(4)}",
        f"epson l6270 web config -> admin / {rnd(UPPER + DIGITS, 10)}",
        f"La impresora de sala de profes pide código de departamento: {digits(5)}; clave admin {digits(6)}",
    )
    r.add(
        "wifi_wpa_key",
        f"WiFi del laboratorio: LAB-CIENCIAS / {wpa()}",
        f"Clave wifi profesores (SSID: IE-Docentes): {wpa()}",
        f"wifi aula de innovación = {wpa()}",
        f"Red para las tablets: SSID Tablets-5G, WPA2-PSK, contraseña {wpa()}",
        f"Nueva clave del wifi de dirección desde abril: {wpa()}",
        f"WIFI:T:WPA;S:IE-Alumnos-Lab;P:{wpa()};;",
    )
    r.add(
        "router_admin_password",
        f"Router Huawei del colegio (192.168.1.1): usuario admin, clave {clave()}",
        f"mikrotik lab -> admin / {clave()}",
        f"Access point Ubiquiti del 2do piso: ubnt / {clave()}",
        f"Contraseña del panel del router de Movistar que dejó el técnico: {rnd(ALNUM, 10)}",
        f"Switch administrable del lab (TP-Link): admin:{clave()}",
    )
    r.add(
        "yape_pin",
        f"Mi clave de Yape: {digits(6)}",
        f"yape pin {digits(6)} (no olvidar, ya me bloqueó una vez)",
        f"Clave Yape del celular de la APAFA para cobrar las cuotas: {digits(6)}",
        f"Yape -> {digits(6)}",
        f"Clave de 6 dígitos de Yape nueva: {digits(6)}. La anterior ya la cambié.",
    )
    r.add(
        "plin_pin",
        f"Plin (app Interbank): clave {digits(6)}",
        f"clave de plin {digits(4)}",
        f"Para pagar por Plin desde BBVA la clave digital es {digits(6)}",
        f"PIN Plin del celular del kiosko escolar: {digits(4)}",
    )
    r.add(
        "bank_card_pin",
        f"Tarjeta de débito BCP {groups(luhn('4557'), 4)} — clave {digits(4)}",
        f"PIN cajero tarjeta Interbank: {digits(4)}",
        f"Tarjeta de la caja chica del colegio: {groups(luhn('5491'), 4)} vence {card_expiry()} CVV {digits(3)}",
        f"clave de 4 digitos de la tarjeta del BN (sueldo): {digits(4)}",
    )
    r.add(
        "bank_online_key",
        f"Banca por internet BCP: tarjeta {luhn('4557')}, clave de internet {digits(6)}",
        f"Clave web del Banco de la Nación (Multired): {digits(6)}",
        f"interbank app -> clave {digits(6)}, usuario DNI {dni()}",
        f"BBVA clave digital: {digits(6)}",
    )
    r.add(
        "sunat_clave_sol",
        f"SUNAT Clave SOL: RUC 10{dni()}{digits(1)}, usuario {rnd(UPPER, 8)}, clave {rnd(LOWER + DIGITS, 10)}",
        f"clave sol para emitir recibos por honorarios -> usuario {rnd(UPPER, 8)} / {rnd(ALNUM, 9)}",
        f"SUNAT: usuario SOL {rnd(UPPER + DIGITS, 8)}  clave {clave()}",
        f"Mi clave SOL nueva es {rnd(ALNUM, 10)}",
    )
    r.add(
        "gmail_personal_password",
        f"Mi Gmail personal: profe.lab.{digits(2)}@gmail.example contraseña {clave()}",
        f"correo de la coordinación de lab (hotmail): {clave()}",
        f"Contraseña de mi correo del colegio: {clave()}",
        f"pw correo {clave()}",
    )
    r.add(
        "moodle_db_connection_string",
        f"mysql://moodle:{rnd(ALNUM, 18)}@db.aula.{INTERNAL}:3306/moodle",
        f"config.php del Moodle del colegio:\n$CFG->dbtype = 'mariadb';\n$CFG->dbhost = 'localhost';\n$CFG->dbname = 'moodle';\n$CFG->dbuser = 'moodleuser';\n$CFG->dbpass = '{rnd(ALNUM + '!#%', 16)}';",
        f"Cadena de conexión de la base de datos de asistencia: postgresql://asistencia:{rnd(ALNUM, 20)}@10.0.5.20:5432/asistencia",
        f"phpMyAdmin del servidor del lab: root / {clave()}",
        f"DB_PASSWORD={rnd(ALNUM, 24)}  (archivo .env del sistema de biblioteca)",
    )
    r.add(
        "lab_server_ssh_private_key",
        f"Llave privada para entrar al servidor Ubuntu del laboratorio (usuario soporte):\n{openssh_private()}",
        f"id_ed25519 del servidor de respaldos, no compartir:\n{openssh_private()}",
        f"Clave SSH de la Raspberry del club de robótica:\n{openssh_private()}",
    )
    r.add(
        "anydesk_unattended_password",
        f"AnyDesk de la PC de dirección: ID {digits(3, lead=True)} {digits(3)} {digits(3)}, contraseña de acceso desatendido {clave()}",
        f"anydesk servidor lab -> {digits(10, lead=True)} pass {clave()}",
        f"TeamViewer de la PC docente: ID {digits(3, lead=True)} {digits(3)} {digits(3)} / contraseña personal {rnd(ALNUM, 10)}",
        f"Contraseña fija de AnyDesk para que el técnico entre: {clave()}",
    )
    r.add(
        "zoom_host_key",
        f"Clave de anfitrión de Zoom (cuenta del colegio): {digits(6)}",
        f"host key zoom: {digits(6)}",
        f"Para reclamar el rol de anfitrión en las reuniones de padres usar la clave {digits(6)}",
        f"Zoom Pro del colegio: usuario reuniones@{DOMAIN}, clave {clave()}",
    )
    r.add(
        "google_api_key",
        f"API key de Google para el script de Sheets de notas: AIza{rnd(URLSAFE, 35)}",
        f"GOOGLE_API_KEY=AIza{rnd(URLSAFE, 35)}",
        f"clave api de Maps para el proyecto de 4to (restringida a la IP del lab): AIza{rnd(URLSAFE, 35)}",
        f"Apps Script -> const KEY = 'AIza{rnd(URLSAFE, 35)}';",
    )
    r.add(
        "github_token",
        f"Token de GitHub del club de programación: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://profe-lab:ghp_{rnd(ALNUM, 36)}@git.{DOMAIN}/club-robotica/sensores.git",
        f"PAT (fine-grained) para subir la web del colegio: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"token github -> ghp_{rnd(ALNUM, 36)} vence en 30 días",
    )
    r.add(
        "telegram_bot_token",
        f"Token del bot de Telegram que avisa la asistencia: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"BOT_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"bot de recordatorios (@LabSanMartinBot) token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"Telegram bot del proyecto de 5to:\ntoken: {digits(9, lead=True)}:AA{rnd(URLSAFE, 33)}",
    )
    r.add(
        "openai_api_key",
        f"API key de OpenAI para el taller de IA con los chicos: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"clave openai (cuenta del colegio, límite 20 dólares): {openai_project_key()}",
    )
    r.add(
        "totp_secret_seed",
        f"Clave de configuración del 2FA de la cuenta admin (por si cambio de celular): {groups(rnd(BASE32, 32).lower(), 4)}",
        f"otpauth://totp/Workspace:admin@{DOMAIN}?secret={rnd(BASE32, 32)}&issuer=Google",
        f"semilla del autenticador del SIAGIE: {rnd(BASE32, 16)}",
        f"código secreto para el Authenticator (Moodle admin): {groups(rnd(BASE32, 32), 4)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Clave de recuperación BitLocker de la laptop de coordinación: {bitlocker_key()}",
        f"bitlocker laptop proyector aula 204 -> {bitlocker_key()}",
        f"Si la laptop del lab pide clave de recuperación al prender:\nID: {hexs(8).upper()}\nClave: {bitlocker_key()}",
        f"recovery key bitlocker PC-DIR-01: {bitlocker_key()}",
    )
    r.add(
        "cabinet_lock_combination",
        f"Combinación del candado del gabinete de las laptops: {digits(4)}",
        f"Clave de la caja fuerte de dirección: {digits(6)}",
        f"candado del carrito de tablets = {digits(3)}",
        f"La combinación del armario del lab 2 (donde están los proyectores) es {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "alarm_code",
        f"Código de la alarma del laboratorio para desactivar en la mañana: {digits(4)}",
        f"alarma colegio: {digits(4)}# para desarmar",
        f"Código de la central de alarma (por si llego antes que el portero): {digits(6)}",
        f"Clave de coacción de la alarma (solo emergencia): {digits(4)}",
    )
    r.add(
        "device_unlock_pin",
        f"PIN de desbloqueo de las tablets del aula de innovación: {digits(6)}",
        f"Patrón no, PIN: {digits(4)} — celular del laboratorio",
        f"Clave de la laptop de préstamo para docentes: {clave()}",
        f"Código de restricciones (tiempo de uso) del iPad del aula: {digits(4)}",
    )
    r.add(
        "esp32_wifi_credentials",
        f"Sketch del sensor de humedad (club de robótica):\nconst char* ssid = \"LAB-CIENCIAS\";\nconst char* password = \"{wpa()}\";",
        f"#define WIFI_SSID \"IE-Robotica\"\n#define WIFI_PASS \"{wpa()}\"",
        f"secrets.h del proyecto ESP32:\n#define SECRET_SSID \"Aula-Innovacion\"\n#define SECRET_PASS \"{wpa()}\"\n#define BLYNK_AUTH_TOKEN \"{rnd(URLSAFE, 32)}\"",
        f"wifi para micro:bit/ESP del taller: red TALLER-IOT clave {wpa()}",
    )
    r.add(
        "intranet_basic_auth_header",
        f"Para el script que baja las notas de la intranet: Authorization: Basic {basic('coordlab', clave())}",
        f"curl -u coordlab:{clave()} https://intranet.{DOMAIN}/api/notas",
        f"Acceso protegido de la web de recursos (htpasswd): usuario recursos, clave {clave()}",
    )
    r.add(
        "cctv_dvr_password",
        f"DVR Hikvision de las cámaras del lab: admin / {clave()}",
        f"clave cámaras (app Hik-Connect): {clave()}, código de verificación del equipo {rnd(UPPER, 6)}",
        f"NVR pasillo 2do piso -> admin:{rnd(ALNUM + '#', 12)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "dni_public_list",
        "Lista publicada de docentes contratados 2025 (DNI): " + ", ".join(dni() for _ in range(5)),
        f"Padrón de padres para la asamblea — DNI {dni()}, {dni()}, {dni()} (ya firmaron)",
        f"El DNI del nuevo auxiliar que figura en la resolución de la UGEL es {dni()}",
        f"Ganadores del concurso de robótica (lista pública de la UGEL): Equipo A — DNI {dni()}; Equipo B — DNI {dni()}",
        f"Para la constancia de trabajo me pidieron mi DNI: {dni()}. Lo puse en el formulario.",
    )
    r.add(
        "student_code",
        f"Código del estudiante (SIAGIE) de Mateo, 3ro B: {digits(14)}",
        "Códigos de estudiante que faltan matricular: " + ", ".join(digits(14) for _ in range(3)),
        f"cod. alumno {digits(14)} — falta su ficha de matrícula",
        f"Nómina 5to A, N° de orden 12, código de estudiante {digits(14)}",
        f"Carnet de biblioteca del alumno: {pick('A', 'B')}{digits(6)}",
    )
    r.add(
        "codigo_modular_school",
        f"Código modular de la IE: {'0' + digits(6)} (secundaria), código de local {digits(6)}",
        f"Para el informe a la UGEL 07 poner código modular {'0' + digits(6)}",
        f"cod modular primaria {'0' + digits(6)} / secundaria {'0' + digits(6)}",
        f"El código de local escolar que pide el censo es {digits(6)}",
    )
    r.add(
        "course_code",
        f"Cursos del bimestre en el Moodle: EPT-4A-2025, CyT-3B-2025, COM-5C-2025 (id {digits(3)})",
        "Área de Educación para el Trabajo — código interno EPT-TIC-05",
        f"Código del curso de capacitación PerúEduca: PE-{digits(4)}-{pick('DIG', 'TIC', 'CNEB')}",
        f"Competencia 28: Se desenvuelve en entornos virtuales generados por las TIC — curso TIC-{digits(3)}",
        f"El curso de Google Classroom de 2do A se llama '2A-Computación-{digits(4)}'",
    )
    r.add(
        "classroom_schedule",
        "Horario del Lab 1: lunes 7:45-9:15 con 4to A, aula 204 después del recreo",
        f"Aula {pick('101', '204', '305')} — proyector, 32 carpetas, 2 tomacorrientes malogrados",
        "Lab 2 reservado jueves 3ra y 4ta hora para 5to C (examen de Excel)",
        f"Pabellón B, 2do piso, aula {digits(3, lead=True)}: falta cable HDMI",
        "Turnos del laboratorio: mañana 7:30-13:00, tarde 13:15-18:30",
    )
    r.add(
        "device_serial_number",
        f"Serie del proyector Epson del aula 204: X{rnd(UPPER + DIGITS, 3)}{digits(7)} (garantía hasta 2026)",
        f"N/S impresora HP lab: CNB{rnd(UPPER + DIGITS, 7)}",
        "Laptops Lenovo de la donación — series:\n" + "\n".join(f"  PF{rnd(UPPER + DIGITS, 6)}" for _ in range(4)),
        f"Número de serie de la pizarra interactiva: {rnd(UPPER + DIGITS, 12)}",
        f"Service tag de la Dell de dirección: {rnd(UPPER + DIGITS, 7)}",
    )
    r.add(
        "mac_address_inventory",
        "MACs para la reserva DHCP del lab 1:\n" + "\n".join(f"PC{n:02d}  {mac(upper=True)}" for n in range(1, 5)),
        f"La MAC del proyector es {mac('-', True)}, hay que ponerla en la lista blanca del router",
        f"tablet 07 wifi mac {mac()}",
        f"Filtrado MAC: agregar {mac()} y {mac()} (laptops de los practicantes)",
    )
    r.add(
        "asset_inventory_code",
        f"Código patrimonial del proyector: {digits(12)}",
        "Inventario Lab 2 (códigos patrimoniales):\n" + "\n".join(f"  CPU {n}: {digits(12)}" for n in range(1, 4)),
        f"Etiqueta de inventario de la laptop de coordinación: INV-{digits(4)}-{digits(5)}",
        f"Según el acta de baja, el bien {digits(12)} ya no está en el lab",
    )
    r.add(
        "online_order_number",
        f"Pedido Mercado Libre de los mouses: #{digits(16, lead=True)}",
        f"Compra en Falabella.com de la impresora, N° de orden {digits(10, lead=True)}",
        f"Orden de compra del colegio OC-{digits(4)}-2025 (toners)",
        f"Pedido Linio/Ripley {digits(12, lead=True)} — llega el lunes",
        f"N° de pedido de los cables HDMI en Coolbox: {rnd(UPPER, 2)}{digits(8)}",
    )
    r.add(
        "courier_tracking_number",
        f"Olva Courier, tracking {digits(8, lead=True)} (laptop en garantía)",
        f"Serpost: R{rnd(UPPER, 1)}{digits(9)}PE",
        f"Shalom envío a provincia, orden {digits(9, lead=True)}, clave de recojo la tiene mi hermana",
        f"Guía de remisión del proveedor: EG07-{digits(8)}",
    )
    r.add(
        "yape_operation_number",
        f"Yapeé la cuota de la APAFA, N° de operación {digits(8, lead=True)}",
        f"Constancia de Plin: código de operación {digits(9, lead=True)}, S/ 25.00",
        f"yape a la señora del kiosko (S/ 12) op. {digits(8, lead=True)}",
        f"Pagos recibidos por Yape para el paseo: {digits(8)}, {digits(8)}, {digits(8)}",
        f"Transferencia BCP a la cuenta del colegio, nro. de operación {digits(7)}",
    )
    r.add(
        "boleta_invoice_number",
        f"Boleta de los audífonos: B001-{digits(8)}",
        f"Factura para el colegio F{digits(3)}-{digits(6)} (RUC del colegio)",
        f"Recibo por honorarios E001-{digits(3)} emitido a la APAFA",
        f"Nota de crédito FC01-{digits(8)} por el toner que vino fallado",
    )
    r.add(
        "masked_card_or_account",
        f"Tarjeta BCP terminada en {digits(4)} (la de sueldo)",
        f"Yape vinculado a la tarjeta **** **** **** {digits(4)}",
        f"Cuenta de ahorros Interbank ***-***{digits(4)}",
        f"Celular para Plin: 9** *** {digits(3)}",
        f"CCI del colegio: {digits(3)}-***-***********-{digits(2)} (completo en la carpeta de tesorería)",
    )
    r.add(
        "masked_password_display",
        "Contraseña del SIAGIE: •••••••••• (la tengo en el gestor)",
        "clave wifi profes: ******** (pedírsela al director)",
        "Admin lab: Administrador / [oculta]",
        "PIN del proyector: ****  (el de siempre)",
    )
    r.add(
        "password_policy_note",
        "Política para las cuentas de alumnos: mínimo 10 caracteres, cambiar cada bimestre, no usar el DNI como contraseña.",
        "Recordar: el SIAGIE obliga a cambiar la contraseña cada 90 días y no deja repetir las últimas 5.",
        "Google Workspace: activar verificación en 2 pasos obligatoria para todos los docentes antes del 30 de abril.",
        "Las contraseñas de las PCs del lab se cambian en vacaciones de medio año; avisar a los practicantes.",
        "Si un alumno olvida su contraseña, se la restablece desde la consola de admin y se marca 'pedir cambio al iniciar sesión'.",
    )
    r.add(
        "secret_location_reference",
        "La clave del SIAGIE está en el sobre cerrado en el cajón de dirección.",
        "Las contraseñas del lab están en Bitwarden, carpeta 'Laboratorio' (la organización del colegio).",
        "Clave del wifi de profesores: pedírsela a la secretaria, no la anoto aquí.",
        "PIN de la impresora: está en el cuaderno azul del lab, última página.",
        "La contraseña de admin de Workspace la tiene el director en su gestor; yo tengo mi propia cuenta delegada.",
        "Clave de Yape: la sé de memoria, no la escribo en ningún lado.",
    )
    r.add(
        "ci_secret_reference",
        "En el workflow de la web del colegio: password: ${{ secrets.FTP_PASSWORD }}",
        "MOODLE_DB_PASS=${MOODLE_DB_PASS} # se lee del .env del servidor, no del repo",
        "token del bot: os.environ['TELEGRAM_BOT_TOKEN'] (variable de entorno en el servidor)",
        "vault kv get secret/colegio/lab/router  -> ahí está la clave del mikrotik",
    )
    r.add(
        "ssh_public_key",
        f"Llave pública para autorizar en el servidor del lab:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} profe@laptop-lab",
        f"authorized_keys del servidor: ssh-rsa {ssh_pub('ssh-rsa', 256)} practicante@pc-docente",
        f"clave pública de la Raspberry (para GitHub deploy key): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"Huella de la llave del servidor: SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "google_oauth_client_id",
        f"Client ID de OAuth para el login con Google del Moodle: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"ID de cliente (no es secreto, va en el HTML): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Proyecto de Google Cloud del colegio: iesm-lab-{digits(6)}, número de proyecto {digits(12, lead=True)}",
        f"oauth client id app asistencia = {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA clave del sitio (pública) para el formulario de matrícula: 6L{rnd(URLSAFE, 38)}",
        f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" en la página de contacto",
        f"site key recaptcha web del colegio: 6L{rnd(URLSAFE, 38)} (la secreta está solo en el servidor)",
    )
    r.add(
        "public_key_config",
        f"[Peer] del servidor VPN del lab\nPublicKey = {wg_key()}\nEndpoint = vpn.{INTERNAL}:51820",
        f"Clave pública de age para cifrar los respaldos: {age_public_key()}",
        f"Llave pública WireGuard de mi laptop: {wg_key()} (la privada no sale de la laptop)",
    )
    r.add(
        "exam_answer_key",
        "Clave de respuestas del examen de Excel 4to A: 1-B 2-C 3-A 4-D 5-B 6-A 7-C 8-D 9-A 10-B",
        "clave examen bimestral computación 3ro: 1a 2c 3c 4b 5d 6a 7b 8d",
        "Clave de corrección de la práctica de Scratch: preguntas 1-5 valen 2 puntos, 6-8 valen 3",
        "Hoja de claves del simulacro: A B D C A C B D A C",
        "Clave de la rúbrica: AD = logro destacado, A = logro esperado, B = en proceso, C = en inicio",
    )
    r.add(
        "keyword_search_terms",
        "Palabras clave para la investigación de 5to: ciudadanía digital, ciberacoso, huella digital",
        "palabras clave del proyecto de feria: reciclaje electrónico, Arduino, sensor de humedad",
        "Keywords del artículo para la revista del colegio: TIC, CNEB, competencia 28",
        "Clave para buscar en el repositorio: 'sesiones de aprendizaje EPT 2025'",
    )
    r.add(
        "pin_and_security_settings",
        "El proyector se bloquea después de 3 intentos de PIN fallidos; se desbloquea con el control.",
        "Yape pide clave de 6 dígitos para montos mayores a S/ 500.",
        "Bloqueo de pantalla de las tablets: PIN de 4 dígitos, se apagan a los 5 minutos.",
        "Sesión del SIAGIE expira a los 20 minutos de inactividad.",
        f"Longitud mínima de contraseña en la consola de Google: 10; expiración: {pick(90, 180)} días",
    )
    r.add(
        "network_plan",
        "Red del lab: 192.168.10.0/24, gateway 192.168.10.1, DHCP .100-.200, DNS 1.1.1.1",
        "SSIDs del colegio: IE-Docentes (5 GHz), IE-Alumnos-Lab (2.4 GHz), IE-Invitados (portal cautivo)",
        f"VLAN 20 = alumnos, VLAN 30 = docentes, VLAN 99 = gestión. Puerto 24 del switch es troncal. Router en {pick('10.0.0.1', '192.168.1.1')}",
        "Canal del AP del 2do piso: 6 (2.4 GHz) y 44 (5 GHz), potencia media",
    )
    r.add(
        "support_ticket_number",
        f"Ticket de soporte SIAGIE: INC{digits(7)} (no me deja cargar notas de 3ro B)",
        f"Mesa de partes virtual de la UGEL, expediente N° {digits(4)}-{digits(7)}",
        f"Caso de garantía Epson N° {digits(8, lead=True)}",
        f"Reclamo Movistar por el internet del colegio, código de atención {digits(10, lead=True)}",
        f"Ticket Google Workspace Support: {digits(8, lead=True)}",
    )
    r.add(
        "resolution_and_document_numbers",
        f"Resolución Directoral N° {digits(3)}-2025-DIE-IESM que me designa coordinadora del lab",
        "Norma técnica: RVM N.° 094-2020-MINEDU (evaluación de competencias)",
        f"Oficio Múltiple N° {digits(3)}-2025-UGEL07/AGEBRE",
        f"Informe técnico N° {digits(2)}-2025-CIST sobre el estado de las PCs",
    )
    r.add(
        "uuid_in_url",
        f"Enlace de la sesión en el Moodle: https://aula.{DOMAIN}/mod/resource/view.php?id={digits(4)}&r={uid()}",
        f"Formulario de inscripción al taller: https://forms.{DOMAIN}/f/{uid()}",
        f"Recurso en la intranet: https://intranet.{DOMAIN}/recursos/{uid()}/descargar",
        f"id de la encuesta de satisfacción: {uid()}",
    )
    r.add(
        "file_checksum",
        f"SHA256 del ISO de Ubuntu para el servidor: {hexs(64)}",
        f"md5 del instalador de GeoGebra que pasé a las PCs: {hexs(32)}",
        f"Checksum del respaldo del Moodle (sha1): {hexs(40)}",
        f"Hash de la imagen de Clonezilla del lab 2: {hexs(64)}",
    )
    r.add(
        "git_commit_hash",
        f"La versión estable de la web del colegio es el commit {hexs(40)}",
        f"revertir al commit {hexs(7)} si se malogra el formulario",
        f"Moodle actualizado a la rama MOODLE_404_STABLE, commit {hexs(12)}",
    )
    r.add(
        "container_and_pod_names",
        f"Contenedor del Moodle en el servidor: {hexs(12)} (docker ps)",
        f"Pod que se reinicia: {pod_name('moodle-web')}",
        f"Imagen: bitnami/moodle:4.4 @sha256:{hexs(64)}",
    )
    r.add(
        "imei_iccid",
        f"IMEI del celular del lab: {luhn('35', 15)}",
        f"ICCID del chip del módem 4G: 8951{digits(15)}",
        f"IMEIs de las tablets (para el seguro): {luhn('86', 15)}, {luhn('86', 15)}",
        f"Número de la línea del módem: 9{digits(8)} (Claro, plan escolar)",
    )
    r.add(
        "windows_product_id",
        f"Product ID de Windows 11 Education en las PCs: 00328-{digits(5)}-{digits(5)}-AA{digits(3)}",
        f"Windows activado por licencia digital vinculada al Microsoft 365 A1; ID de dispositivo {uid().upper()}",
        f"Versión: Windows 11 Education 23H2, compilación 22631.{digits(4)}",
    )
    r.add(
        "youtube_video_id",
        f"Video para la clase de ciudadanía digital, ID de YouTube: {rnd(URLSAFE, 11)}",
        f"Lista de reproducción de tutoriales de Excel: PL{rnd(URLSAFE, 32)}",
        f"id del video de Scratch que vimos con 2do: {rnd(URLSAFE, 11)}",
    )
    r.add(
        "ruc_public",
        f"RUC de la APAFA para las boletas: 20{digits(9)}",
        f"RUC del proveedor de toners: 20{digits(9)} (razón social: Suministros Acme SAC)",
        f"Datos para la factura: RUC 20{digits(9)}, dirección Av. Los Próceres s/n, Lima",
    )
    r.add(
        "contact_directory",
        f"Teléfono de la UGEL 07 área de soporte: (01) {digits(3, lead=True)}-{digits(4)} anexo {digits(3)}",
        f"Técnico de las impresoras: Sr. Acme Soporte, cel. 9{digits(2)} {digits(3)} {digits(3)}",
        f"Correo de soporte del lab: soporte.lab@{DOMAIN} — para reportar PCs malogradas",
    )
    r.add(
        "hex_color_and_ids",
        f"Colores del logo del colegio para las diapositivas: #{hexs(6)} y #{hexs(6)}",
        f"ID de la hoja de cálculo de asistencia (Sheets): {rnd(URLSAFE, 44)}",
        f"Calendario del lab: c_{hexs(26)}@group.calendar.{DOMAIN}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout264.py", [
        ("heldout264_credentials.yaml", credentials(), "Held-out batch 264: credentials a Lima high-school lab coordinator keeps (lab admin, Workspace, SIAGIE, Minedu, projector/printer PINs, Wi-Fi, Yape/Plin, API tokens)"),
        ("heldout264_lookalikes.yaml", lookalikes(), "Held-out batch 264: look-alikes from the same teacher (DNI lists, student and modular codes, serials, order numbers, masked values, public keys, references to where secrets are kept)"),
    ])


if __name__ == "__main__":
    main()
