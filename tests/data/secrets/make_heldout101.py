# ruff: noqa: E501
"""Writes heldout101_credentials.yaml and heldout101_lookalikes.yaml: held-out batch 101.

Persona: Lucía, a hospital pharmacist (farmacéutica adjunta) at a public hospital in Madrid.
She writes her notes in Spanish with English mixed in, in a hurry between validating orders:
logins to the prescribing system and the pharmacy stock system, the controlled-drugs cabinet
code, door, locker and badge codes, her Colegio de Farmacéuticos portal, Cl@ve and the FNMT
certificate, bank PINs, the staff Wi-Fi and the family Netflix; and, far more often, CN codes,
lots, expiry dates, NHCs, beds, extensions and doses that only look like secrets.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    orcid,
    pem,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Retiro", "Lavapies", "Chamberi", "Cibeles", "Atocha", "Malasana", "Vallecas",
         "Azahar", "Tortilla", "Gatita", "Farmacia", "Ibuprofeno", "Canela", "Moncloa", "Sol"]
SYMS = "!#$%&*.@"


def pw() -> str:
    """A password Lucía chose, or one IT handed her."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick(*SYMS)}",
        f"{pick(*WORDS).lower()}.{pick(*WORDS).lower()}{digits(2)}",
        rnd(ALNUM + "!#$%&*", 12),
        f"{pick(*WORDS)}_{pick('2024', '2025', '2026')}{pick(*SYMS)}",
        f"{pick(*WORDS)}{pick(*SYMS)}{digits(3)}{rnd(UPPER, 2)}",
        rnd(ALNUM, 14),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def cn() -> str:
    """A Spanish Código Nacional: six digits and the check digit of 847000 + those six."""
    six = digits(6, lead=True)
    body = "847000" + six
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return f"{six}.{(10 - total % 10) % 10}"


def lot() -> str:
    return pick(f"{rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 1)}{digits(3)}",
                f"L{digits(6)}", f"{digits(2)}{rnd(UPPER, 2)}{digits(4)}",
                f"{rnd(UPPER + DIGITS, 8)}")


def nhc() -> str:
    return digits(pick(6, 7, 8), lead=True)


def masked_dni() -> str:
    return pick(f"***{digits(4)}**", f"XXXX{digits(4)}{rnd(UPPER, 1)}", f"**{digits(3)}***{rnd(UPPER, 1)}")


def sha256() -> str:
    return hexs(64)


def thumbprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(20))


def tg_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def credentials() -> Rows:
    r = Rows()
    r.add("prescribing_system_password",
          f"Prescripción electrónica (Farmatools) usuario: lmartin  contraseña: {pw()}  -- caduca cada 90 días, ojo",
          f"nueva pass del PE desde hoy {pw()} (la anterior la bloqueé x 3 intentos 🙄)",
          f"Login validación OM:\nhttps://presc.hgu.internal/validacion\nuser FAR_LMARTIN\npwd {pw()}")
    r.add("pharmacy_stock_system_password",
          f"Gestión de stock farmacia -> lmartin / {pw()}",
          f"stock web: usuario farm.lmartin, clave {pw()}. la de Javi es otra, no mezclar",
          f"Recuérdame: para cerrar el inventario mensual entro en stock.hgu.internal con la contraseña {pw()}",
          f"remember: pharmacy stock (almacén) admin login is farmadmin and the password is {pw()}")
    r.add("controlled_drugs_cabinet_code",
          f"Armario de estupefacientes, código nuevo: {pin(6)}",
          f"estupes planta 3 -> {pin(4)}#  (lo cambian el 1 de cada mes)",
          f"Código caja fuerte estupes de farmacia: {pin(6)}. NO mandarlo por WhatsApp!!",
          f"controlled drugs cabinet (UCI) code {pin(5)}, supervisora Marisa lo sabe también")
    r.add("pharmacy_door_code",
          f"puerta farmacia (la de atrás, por el pasillo de cocinas): {pin(4)}*",
          f"Código puerta servicio de farmacia desde el lunes = {pin(6)}",
          f"door code farmacia turno de noche\n{pin(5)} + tecla verde")
    r.add("locker_code",
          f"taquilla vestuario planta -1, combinación {pin(4)}",
          f"Mi locker: nº 214, código {pin(3)}-{pin(3)}",
          f"candado taquilla -> {pin(4)} (el de la bici es otro)")
    r.add("badge_pin",
          f"PIN tarjeta identificativa (fichar + puertas): {pin(4)}",
          f"badge pin {pin(6)} — me lo resetearon en seguridad",
          f"acordarme: el PIN de la tarjeta del hospital es {pin(4)}, no el del banco")
    r.add("colegio_portal_password",
          f"Portal COF Madrid (colegiados) user 28{digits(5)} pass {pw()}",
          f"Colegio de Farmacéuticos, área privada:\nusuario: lucia.martin@correo.example\ncontraseña: {pw()}",
          f"contraseña web del colegio (para certificados y cuotas) = {pw()}")
    r.add("shared_mailbox_password",
          f"Buzón compartido farmacia.hgu@salud-acme.example -> pass {pw()}",
          f"correo del servicio (farmacia.oncologia@salud-acme.example) contraseña: {pw()} -- la cambia Ana cada trimestre",
          f"shared inbox of the service: farmacia.ensayos@salud-acme.example / {pw()}")
    r.add("clave_pin",
          f"Cl@ve PIN: el pin que elegí es {pin(4)}",
          f"clave pin (4 cifras, para el código SMS) {pin(4)}",
          f"Para hacienda con Cl@ve PIN uso DNI + fecha validez + mi pin {pin(4)}")
    r.add("clave_permanente_password",
          f"Cl@ve permanente contraseña: {pw()}",
          f"clave permanente (seg social, DGT...) -> {pw()}",
          f"[WhatsApp] Dani: cuál era tu clave permanente para lo del IRPF?\nYo: {pw()} , bórralo luego porfa")
    r.add("fnmt_certificate_password",
          f"Contraseña del certificado FNMT (.p12 exportado al portátil): {pw()}",
          f"certificado digital persona física, pass para importarlo: {pw()}",
          f"Para instalar el certificado en el PC nuevo:\n1. doble clic en lucia_fnmt.pfx\n2. contraseña {pw()}\n3. marcar como exportable")
    r.add("bank_app_pin",
          f"PIN app del banco {pin(6)}",
          f"app banco (BBVA) código de acceso: {pin(4)}",
          f"pin de la app de la cuenta conjunta con Dani -> {pin(6)}")
    r.add("bank_card_with_cvv",
          f"Tarjeta de crédito: {groups(luhn('4'), 4)}  cad {card_expiry()}  CVV {digits(3)}",
          f"visa nueva\n{groups(luhn('4'), 4)}\n{card_expiry()}\ncvv {digits(3)}",
          f"tarjeta para compras online: {luhn('5' + pick('1', '2', '3', '4', '5'))} exp {card_expiry()} cvc {digits(3)}")
    r.add("staff_wifi_password",
          f"WiFi personal (SSID HGU-Personal) clave: {pw()}",
          f"wifi staff hospital = {rnd(ALNUM, 12)}",
          f"la contraseña del wifi de personal este mes es {pick(*WORDS)}{digits(4)}")
    r.add("netflix_password",
          f"Netflix familia: lucia.martin@correo.example / {pw()}",
          f"netflix pass {pw()} (se la he pasado a mamá y a Carmen)",
          f"Contraseña de Netflix para la tele del pueblo: {pw()}")
    r.add("hospital_domain_password",
          f"Windows / dominio HGU usuario lmartin5 contraseña {pw()}",
          f"pass del PC (dominio) cambiada hoy: {pw()}",
          f"login PC farmacia:\nHGU\\lmartin5\n{pw()}")
    r.add("hospital_email_password",
          f"correo corporativo lucia.martin@salud-acme.example -> {pw()}",
          f"outlook del hospital, contraseña: {pw()}",
          f"webmail hospital (por si no tengo el PC)\nhttps://correo.hgu.internal\nlucia.martin / {pw()}")
    r.add("dispensing_cabinet_pin",
          f"Pyxis planta 5 (SAD): usuario LMARTIN, PIN {pin(4)}",
          f"Omnicell urgencias - mi pin {pin(5)}",
          f"sistema automatizado de dispensación: código de acceso {pin(6)} (huella no funciona)")
    r.add("robot_admin_password",
          f"Robot de dispensación (almacén) admin / {pw()}",
          f"robot reenvasador, pass de administrador {pw()} — sólo para cambiar formatos",
          f"técnico del robot dejó usuario servicio / {pw()} para las actualizaciones")
    r.add("temperature_monitoring_password",
          f"Monitorización neveras (temp.hgu.internal) usuario farmacia, clave {pw()}",
          f"cold chain portal login: farm_guardia / {pw()}",
          f"para reconocer alarmas de neveras en la web: {pw()}")
    r.add("home_alarm_code",
          f"alarma casa: {pin(4)}",
          f"Código alarma Securitas casa de Segovia {pin(4)}, palabra clave: {pick('canela', 'tomillo', 'azahar')}",
          f"desactivar alarma -> {pin(4)} + OFF")
    r.add("building_entry_code",
          f"portal casa nuevo código {pin(4)}",
          f"telefonillo/portal de mamá: {pin(4)}#",
          f"Casa de la abuela, garaje y portal mismo código:\n{pin(4)}")
    r.add("sim_pin_puk",
          f"SIM móvil: PIN {pin(4)} PUK {digits(8)}",
          f"PUK tarjeta SIM del móvil de guardia {digits(8)}",
          f"pin sim personal {pin(4)}")
    r.add("vpn_totp_seed",
          f"Semilla TOTP VPN (por si pierdo el móvil): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/HGU-VPN:lmartin5?secret={rnd(BASE32, 32)}&issuer=HGU-VPN",
          f"clave secreta del 2FA de la VPN, la que sale debajo del QR: {rnd(BASE32, 16)}")
    r.add("vpn_password",
          f"VPN teletrabajo (vpn.hgu.internal) usuario lmartin5 pass {pw()}",
          f"FortiClient contraseña: {pw()}",
          f"vpn: {pw()} + código del autenticador")
    r.add("remote_desktop_password",
          f"escritorio remoto Citrix farmacia -> lmartin5 / {pw()}",
          f"Citrix desde casa, contraseña {pw()}",
          f"mstsc /v:ts-farma01.hgu.internal  user HGU\\lmartin5  pass {pw()}")
    r.add("microsoft_recovery_codes",
          f"Códigos de recuperación cuenta Microsoft del hospital:\n{recovery_codes(5, 'digits')}",
          f"backup codes M365 (guardar!!)\n{recovery_codes(4, 'other')}",
          f"recovery code de la cuenta de Microsoft personal: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}")
    r.add("gmail_app_password",
          f"contraseña de aplicación gmail para el Outlook de casa: {app_password()}",
          f"app password google (para la impresora que escanea al mail) {app_password()}",
          f"Thunderbird portátil -> contraseña de aplicación\n{app_password()}")
    r.add("reporting_db_connection_string",
          f"Conexión BD estadísticas consumo (me la dio informática):\nServer=sqlfarma01.hgu.internal;Database=FarmaStats;User Id=farm_lectura;Password={pw()};",
          f"postgresql://farmacia_ro:{rnd(ALNUM, 16)}@pg-farma.hgu.internal:5432/consumos",
          f"en el excel de consumos, origen ODBC: DSN=FARMA;UID=lmartin_ro;PWD={pw()}")
    r.add("drug_database_api_key",
          f"API key base de datos de interacciones (para el script de Pablo): {rnd(ALNUM, 32)}",
          f"interacciones api -> X-Api-Key: {hexs(40)}",
          f"clave API del servicio de fichas técnicas: key_{rnd(ALNUM, 28)}")
    r.add("prescribing_session_cookie",
          f"cookie de sesión del PE para exportar el listado: JSESSIONID={hexs(32).upper()}",
          f"Cookie: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}; .ASPXAUTH={hexs(96).upper()}",
          f"curl -b 'SESSION={b64u_tok()}' https://presc.hgu.internal/api/export?fmt=csv  (para el informe de los lunes)")
    r.add("employee_portal_password",
          f"Portal del empleado (nóminas SERMAS) usuario {masked_dni_plain()} contraseña {pw()}",
          f"nóminas web pass: {pw()}",
          f"portal empleado -> contraseña nueva {pw()} (la vieja era de 2023)")
    r.add("professional_smartcard_pin",
          f"PIN tarjeta profesional (certificado en tarjeta) {pin(4)}, PUK {digits(8)}",
          f"smartcard de firma de recetas: pin {pin(6)}",
          f"Para firmar las validaciones con la tarjeta: PIN {pin(4)}")
    r.add("label_printer_admin_password",
          f"etiquetadora Zebra del área de reenvasado, web admin: admin / {pw()}",
          f"impresora de etiquetas 10.20.4.57 -> pass {rnd(ALNUM, 10)}")
    r.add("amazon_password",
          f"amazon: lucia.martin@correo.example  {pw()}",
          f"Contraseña Amazon Prime (compartida con Dani) = {pw()}",
          f"amazon business del servicio (compras pequeñas) farmacia.hgu@salud-acme.example pwd: {pw()}")
    r.add("spotify_family_password",
          f"spotify familiar, cuenta principal: {pw()}",
          f"Spotify login para el coche -> lucia_mg / {pw()}",
          f"spotify {pw()}")
    r.add("hospital_parking_barrier_code",
          f"parking personal (barrera de la calle de atrás) código {pin(4)}",
          f"código del parking de guardias: {pin(5)}#",
          f"Barrier code staff parking {pin(4)}, si no abre llamar a seguridad")
    r.add("cleanroom_door_code",
          f"Sala blanca citostáticos: código puerta {pin(6)}",
          f"esclusa sala blanca -> {pin(4)}",
          f"Código de acceso a la zona de elaboración estéril: {pin(5)} (cambia en mayo)")
    r.add("oncall_phone_unlock_pin",
          f"móvil de guardia de farmacia, desbloqueo {pin(6)}",
          f"PIN para desbloquear el teléfono de guardia: {pin(4)}",
          f"guardia: el móvil se desbloquea con {pin(6)} y el buzón con el mismo")
    r.add("voicemail_pin",
          f"buzón de voz extensión: pin {pin(4)}",
          f"voicemail móvil personal: {pin(4)}",
          f"contestador del fijo de casa, código remoto {pin(4)}")
    r.add("cpd_platform_password",
          f"Plataforma formación continuada (cursos acreditados) user lmartin pass {pw()}",
          f"web de formación del colegio -> {pw()}",
          f"curso de nutrición parenteral online: user lmartin28 / {pw()} (hasta junio)")
    r.add("sefh_member_password",
          f"SEFH área de socios: lucia.martin@correo.example / {pw()}",
          f"contraseña socia SEFH (para inscripción al congreso) {pw()}",
          f"SEFH: he cambiado la contraseña, la nueva es\n{pw()}")
    r.add("atm_card_pin",
          f"PIN tarjeta débito (cajero) {pin(4)}",
          f"pin de la visa para el cajero: {pin(4)}",
          f"tarjeta de la cuenta de casa pin {pin(4)}, la de mamá {pin(4)}")
    r.add("home_router_password",
          f"Router casa: red MOVISTAR_{rnd(UPPER + DIGITS, 4)} clave wifi {rnd(UPPER + DIGITS, 20)}",
          f"admin del router 192.168.1.1 -> 1234 no, ahora es {pw()}",
          f"wifi casa pueblo: {pw()}")
    r.add("certificate_private_key",
          f"clave privada del certificado (me la exportó informática en PEM, no perder):\n{pem('PRIVATE KEY', 5)}",
          f"private key firma:\n{pem('RSA PRIVATE KEY', 4)}")
    r.add("stock_alert_bot_token",
          f"bot de Telegram de alertas de roturas de stock, token: {tg_token()}",
          f"TOKEN={tg_token()}  # bot neveras, lo montó Pablo")
    r.add("password_manager_master_password",
          f"contraseña maestra Bitwarden: {pick(*WORDS).lower()}-{pick(*WORDS).lower()}-{pick(*WORDS).lower()}-{digits(2)}",
          f"master password del gestor de contraseñas {pw()}",
          f"si me pasa algo, la clave del Bitwarden es {pw()} (para Dani)")
    r.add("apple_id_password",
          f"Apple ID lucia.mg@correo.example contraseña {pw()}",
          f"icloud pass {pw()}",
          f"id de apple del ipad de los niños: ninos.mg@correo.example / {pw()}")
    r.add("health_insurance_app_password",
          f"app del seguro médico (Sanitas/Adeslas) -> {pw()}",
          f"seguro privado web usuario {digits(9)} clave {pw()}")
    r.add("renfe_account_password",
          f"renfe: usuario lucia.martin@correo.example, pass {pw()}",
          f"cuenta de Renfe para el abono -> {pw()}",
          f"contraseña renfe {pw()}")
    r.add("congress_platform_token",
          f"link de acceso al congreso virtual (es personal!!): https://congreso.acme.example/join?token={rnd(URLSAFE, 40)}",
          f"Authorization: Bearer {jwt({'sub': 'lmartin', 'role': 'attendee', 'iat': 1735689600})}")
    return r


def b64u_tok() -> str:
    return rnd(URLSAFE, 48)


def masked_dni_plain() -> str:
    return f"{digits(8)}{rnd(UPPER, 1)}"


ATC = ["N02BE01", "J01CR02", "B01AB05", "L01XC07", "A02BC01", "C09AA02", "N05BA06",
       "J01DD04", "H02AB04", "L04AX04", "N02AA01", "R03AC02", "C03CA01", "B05BA10"]
DRUGS = ["paracetamol", "amoxicilina/clavulánico", "enoxaparina", "omeprazol", "vancomicina",
         "meropenem", "morfina", "fentanilo", "dexametasona", "ceftriaxona", "furosemida"]


def dni_plate() -> str:
    return f"{digits(4)} {rnd('BCDFGHJKLMNPRSTVWXYZ', 3)}"


def lookalikes() -> Rows:
    r = Rows()
    r.add("cn_drug_code",
          f"CN {cn()} = {pick(*DRUGS)} 1 g vial, el genérico nuevo del concurso",
          f"pedir al lab: CN {cn()} y CN {cn()} (roturas de stock desde el martes)",
          f"Código nacional del sustituto: {cn()}",
          f"cambio de presentación:\nantes CN {cn()}\nahora CN {cn()}\nmismo precio")
    r.add("batch_lot_number",
          f"Lote {lot()} de {pick(*DRUGS)} en cuarentena hasta que conteste el lab",
          f"alerta AEMPS: retirar lotes {lot()} y {lot()}",
          f"Batch {lot()} recibido hoy, 40 uds, ubicado en nevera 2",
          f"lot number for the trial kit: {lot()}")
    r.add("expiry_date_code",
          f"CAD {secrets.randbelow(12) + 1:02d}/{pick('2026', '2027', '2028')} — revisar las cajas del fondo",
          f"EXP {pick('2026', '2027')}-{secrets.randbelow(12) + 1:02d} lote {lot()}",
          f"caducidades próximas: {cn()} cad {card_expiry()}, {cn()} cad {card_expiry()}")
    r.add("prescription_order_number",
          f"OM nº {pick('2025', '2026')}-{digits(7)} pendiente de validar, dosis dudosa",
          f"receta {digits(13)} no se puede dispensar (anulada por el médico)",
          f"orden médica {digits(9)} -> consultar con el residente de MI")
    r.add("purchase_order_number",
          f"Pedido a distribución nº PO-{digits(8)}, entrega prevista jueves",
          f"pedido SAP {digits(10)} (material de sala blanca)",
          f"purchase order {digits(7)} sent to the wholesaler, waiting for confirmation")
    r.add("nhc_patient_number",
          f"NHC {nhc()}: alergia a betalactámicos, revisar pauta",
          f"pacientes a seguir (solo NHC): {nhc()}, {nhc()}, {nhc()}",
          f"Paciente NHC {nhc()} cama {digits(3, lead=True)}-{pick('A', 'B')} → nutrición parenteral desde mañana",
          f"nº historia {nhc()} — interacción con {pick(*DRUGS)}, avisado al adjunto")
    r.add("bed_number",
          f"cama {digits(3, lead=True)}{pick('A', 'B')} necesita ajuste renal",
          f"camas con antibiótico restringido: {digits(3, lead=True)}-A, {digits(3, lead=True)}-B, {digits(3, lead=True)}-A",
          f"UCI box {secrets.randbelow(20) + 1}: vancomicina, pedir niveles")
    r.add("phone_extension",
          f"ext. farmacia oncohematología {digits(4, lead=True)}",
          f"busca de guardia de farmacia: {digits(4, lead=True)}",
          f"extensiones: UCI {digits(4, lead=True)}, urgencias {digits(4, lead=True)}, almacén {digits(4, lead=True)}",
          f"llamar a Informática (CAU) ext {digits(5, lead=True)} si vuelve a fallar el PE")
    r.add("collegiate_number",
          f"mi nº de colegiada: 28{digits(5)}",
          f"número de colegiado de Javier para el certificado: {digits(5, lead=True)}",
          f"colegiada nº 28-{digits(5)} (ponerlo en la inscripción)")
    r.add("masked_dni",
          f"DNI paciente (enmascarado en el informe): {masked_dni()}",
          f"en la hoja aparece el DNI como {masked_dni()}, así sale en las notificaciones",
          f"documento enmascarado {masked_dni()} – no pedir el completo por mail")
    r.add("dosage_schedule",
          f"{pick(*DRUGS)} 500 mg/8 h IV, ajustar si ClCr < 30",
          "pauta: 1 g c/12h, luego 2 g/24 h; niveles valle antes de la 4ª dosis",
          "Heparina 5000 UI/12 h SC\nomeprazol 40 mg/24 h\nparacetamol 1 g/8 h si dolor",
          "morfina 2 mg IV c/4h si precisa, máx 6 dosis/24h")
    r.add("atc_classification",
          f"ATC {pick(*ATC)} — revisar si entra en el protocolo",
          f"códigos ATC del informe de consumo: {pick(*ATC)}, {pick(*ATC)}, {pick(*ATC)}",
          f"group by ATC level 5 ({pick(*ATC)}) for the antibiotic stewardship report")
    r.add("fridge_temperature",
          f"nevera 3: {secrets.randbelow(4) + 3},{secrets.randbelow(10)} ºC a las 08:00, ok",
          f"Temp. máx/mín nevera vacunas: {secrets.randbelow(3) + 6},{secrets.randbelow(10)} / {secrets.randbelow(2) + 2},{secrets.randbelow(10)} °C",
          f"fridge log: 2-8 ºC range, excursion to 9.{secrets.randbelow(10)} ºC for 14 min, avisado a mantenimiento")
    r.add("locker_number_only",
          f"me han asignado la taquilla nº {digits(3, lead=True)} en el vestuario de la -1",
          f"locker {digits(3, lead=True)} is the one next to the window",
          f"taquillas nuevas: la mía es la {digits(3, lead=True)}, la de Ana la {digits(3, lead=True)}")
    r.add("code_changed_without_value",
          "han cambiado el código del armario de estupes, pedírselo a la supervisora mañana",
          "OJO: código puerta farmacia nuevo desde el lunes (está en el tablón de la sala de estar)",
          "the cleanroom door code was changed this morning, ask Ana for it",
          "cambiado el PIN de la tarjeta, ya no vale el de antes")
    r.add("password_policy",
          "la contraseña del PE tiene que tener mínimo 12 caracteres, mayúscula, número y símbolo, y no repetir las últimas 5",
          "política nueva: cambio de pass cada 90 días, bloqueo a los 3 intentos",
          "PIN de tarjeta: 4 a 6 dígitos, no puede ser la fecha de nacimiento")
    r.add("password_reset_done",
          "reseteada la contraseña del correo compartido, Ana tiene la nueva",
          "password del stock caducado → pedido reset en el CAU (ticket abajo)",
          "hoy me han desbloqueado el usuario del PE, contraseña temporal ya cambiada")
    r.add("pin_blocked_notice",
          "bloqueé el PIN de la tarjeta profesional, el PUK está en el sobre cerrado del cajón de Elena",
          "Cl@ve PIN bloqueado, hay que volver a registrarse con el DNIe",
          "PIN de la visa bloqueado x 3 intentos, ir a la oficina con el DNI")
    r.add("secret_location_reference",
          "las claves de los armarios están en el sobre lacrado de la caja fuerte del jefe de servicio",
          "contraseña del buzón compartido: en el Bitwarden de equipo, carpeta 'Farmacia / correos'",
          "pass del robot en el archivador azul, pestaña 'Proveedores'")
    r.add("env_var_reference",
          "el script de consumos lee la contraseña de FARMA_DB_PASSWORD, no ponerla en el .py",
          "export FARMA_DB_USER=farm_lectura  # la pass va en $FARMA_DB_PASSWORD (pedir a Pablo)")
    r.add("supplier_invoice_number",
          f"factura FV{pick('25', '26')}-{digits(6)} del laboratorio, importe no cuadra con el pedido",
          f"Factura nº {digits(4)}/{digits(6)} — abono pendiente por devolución",
          f"invoice INV-{rnd(UPPER + DIGITS, 8)} from the compounding supplier")
    r.add("hospital_iban_on_invoice",
          f"IBAN del hospital para las facturas (viene en la cabecera): {iban('ES', digits(20))}",
          f"datos de facturación: CIF Q{digits(7)}{rnd(UPPER, 1)}, IBAN {iban('ES', digits(20))}")
    r.add("parcel_tracking_number",
          f"envío del lab con seguimiento {rnd(UPPER, 2)}{digits(9)}ES",
          f"tracking {digits(12)} (muestras del ensayo, llega con hielo seco)",
          f"nº de expedición {digits(10)} – mensajería urgente")
    r.add("it_ticket_number",
          f"CAU incidencia INC{digits(7)}: no imprime la etiquetadora",
          f"ticket {digits(6)} abierto por el fallo del Pyxis de la 5ª",
          f"Petición REQ{digits(7)} para acceso a la carpeta compartida de farmacia")
    r.add("document_uuid",
          f"id del informe de validación en el PE: {uid()}",
          f"protocolo en el gestor documental, doc {uid()}",
          f"la alerta tiene ref {uid()} por si preguntan")
    r.add("certificate_thumbprint",
          f"huella (SHA-1) de mi certificado FNMT: {thumbprint()}",
          f"thumbprint del cert de firma: {hexs(40).upper()}",
          f"certificate fingerprint SHA-256 {':'.join(secrets.token_hex(1).upper() for _ in range(32))}")
    r.add("certificate_serial",
          f"nº de serie del certificado FNMT: {hexs(32).upper()}",
          f"serial del cert de la tarjeta profesional {hexs(16)}")
    r.add("public_certificate",
          f"certificado público (para que me puedan cifrar correos):\n{pem('CERTIFICATE', 4)}",
          f"clave pública del servidor de firma, la pide el lab:\n{pem('PUBLIC KEY', 3)}")
    r.add("wifi_ssid_no_password",
          "wifi pacientes: HGU-Invitados, sin contraseña, se acepta en el portal",
          "la red de personal es HGU-Personal; la clave la dan en informática con la tarjeta",
          "SSID eduroam también funciona en la biblioteca")
    r.add("printer_ip_host",
          f"etiquetadora reenvasado: 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)} (zebra-farm02.hgu.internal)",
          f"impresora sala blanca -> prn-farm-{digits(2)}.hgu.internal",
          f"servidor del robot: 172.16.{secrets.randbelow(250)}.{secrets.randbelow(250)} puerto 8080")
    r.add("device_mac_address",
          f"MAC de la etiquetadora nueva para dar de alta en la red: {mac(':', True)}",
          f"mac sonda nevera 4 {mac('-')}")
    r.add("software_version",
          f"Farmatools actualizado a v{secrets.randbelow(5) + 2}.{secrets.randbelow(20)}.{secrets.randbelow(100)} build {digits(5)}",
          f"firmware Pyxis {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)}-r{digits(3)}",
          f"versión del módulo de nutrición {pick('2024', '2025')}.{secrets.randbelow(12) + 1}.{digits(4)}")
    r.add("product_ean_barcode",
          f"EAN del suero nuevo: {ean13('84')}",
          f"código de barras caja {ean13('84')} (no lee bien el lector)",
          f"GTIN {ean13('84')} dado de alta en stock")
    r.add("fmd_datamatrix_serial",
          f"Datamatrix: GTIN 0{ean13('84')} SN {rnd(UPPER + DIGITS, 12)} LOT {lot()} EXP {pick('26', '27')}{secrets.randbelow(12) + 1:02d}00",
          f"SEVeM: unidad con nº de serie {rnd(UPPER + DIGITS, 14)} sale como ya desactivada",
          f"(01)0{ean13('84')}(21){rnd(UPPER + DIGITS, 10)}(10){lot()}(17){pick('26', '27')}0630")
    r.add("congress_discount_code",
          f"código descuento congreso para residentes: SEFH{pick('25', '26')}RES",
          f"promo code de la inscripción temprana: EARLY{digits(2)}-FH")
    r.add("booking_locator",
          f"Localizador renfe congreso: {rnd(UPPER + DIGITS, 6)}",
          f"reserva hotel congreso nº {digits(9)}, llegada 14h",
          f"booking ref vuelo {rnd(UPPER, 6)}, asiento 14C")
    r.add("car_plate",
          f"matrícula coche para el parking de personal: {dni_plate()}",
          f"coche de Dani {dni_plate()} también dado de alta")
    r.add("postal_code",
          f"dirección envío muestras: C/ Ejemplo 12, 280{digits(2)} Madrid",
          f"CP del centro de salud de mamá {pick('28', '40')}0{digits(2)}")
    r.add("mobile_phone_number",
          f"móvil del visitador de {pick('Pfizer', 'Novartis', 'el laboratorio')}: +34 6{digits(2)} {digits(3)} {digits(3)}",
          f"teléfono del almacén de distribución 91 {digits(3)} {digits(2)} {digits(2)}",
          f"on-call pharmacist mobile 6{digits(8)}")
    r.add("orcid_id",
          f"mi ORCID para el póster: {orcid()}",
          f"ORCID de la coautora {orcid()}")
    r.add("article_doi",
          f"artículo de estabilidad: doi 10.{digits(4, lead=True)}/farmhosp.{digits(5)}",
          f"DOI https://doi.org/10.{digits(4, lead=True)}/j.ejhp.{pick('2024', '2025')}.{digits(6)}")
    r.add("script_commit_sha",
          f"versión buena del script de consumos: commit {hexs(40)}",
          f"Pablo dice que vuelva al commit {hexs(7)} si falla el informe")
    r.add("report_checksum",
          f"sha256 del informe de consumos enviado a dirección: {sha256()}",
          f"md5 del fichero de la base de datos del robot {hexs(32)}")
    r.add("data_logger_serial",
          f"datalogger nevera 2 S/N {rnd(UPPER + DIGITS, 10)}",
          f"sonda de temperatura serie {digits(8)}, calibración caduca en marzo")
    r.add("infusion_pump_serial",
          f"bomba de infusión con fallo, nº serie {rnd(UPPER, 2)}{digits(8)}",
          f"pump serial {rnd(UPPER + DIGITS, 12)} → mandado a electromedicina")
    r.add("card_last_four",
          f"cargo del congreso en la tarjeta acabada en {digits(4)}",
          f"la visa terminada en ****{digits(4)} caduca el mes que viene",
          f"pagado con la tarjeta **** **** **** {digits(4)}")
    r.add("sms_code_expired",
          "el código SMS de Cl@ve ya ha caducado, pedir otro antes de firmar",
          "no me llega el OTP del banco, probar mañana")
    r.add("shelf_location_code",
          f"ubicación en almacén: {rnd(UPPER, 1)}-{digits(2)}-{digits(2)}",
          f"{pick(*DRUGS)} movido al cajetín {rnd(UPPER, 1)}{digits(2)} del Kardex",
          f"huecos libres: A-03-12, B-11-04, C-{digits(2)}-{digits(2)}")
    r.add("stability_concentration",
          f"{pick(*DRUGS)} 1 mg/mL en SF, estable 24 h a TA y 7 días en nevera",
          f"reconstituir con 10 mL API → {digits(2, lead=True)} mg/mL, usar en 6 h",
          "infusión a 125 mL/h, concentración final 4 mg/mL")
    r.add("aemps_registration_number",
          f"nº registro AEMPS {digits(5, lead=True)} (ficha técnica en CIMA)",
          f"registro {digits(2)}/{digits(3)}/{digits(5)} – medicamento extranjero, pedir por MSE")
    r.add("clinical_trial_code",
          f"ensayo EudraCT {pick('2023', '2024')}-{digits(6)}-{digits(2)}, kits en nevera 5",
          f"EU CT number {pick('2024', '2025')}-5{digits(5)}-{digits(2)}-00",
          f"protocolo {rnd(UPPER, 3)}{digits(4)}-{digits(3)}: dispensar visita 4")
    r.add("sop_document_code",
          f"PNT-FAR-{digits(3)} rev.{secrets.randbelow(9) + 1}: manejo de citostáticos",
          f"procedimiento IT-FAR-{digits(3)} para la limpieza de la cabina",
          f"SOP code PNT-SB-{digits(2)} (sala blanca), revisar antes de la auditoría")
    r.add("teams_meeting_id",
          f"sesión clínica por Teams, ID reunión {groups(digits(12, lead=True), 3)} (el enlace en el calendario)",
          f"Meeting ID {groups(digits(11, lead=True), 3)} comisión de farmacia, jueves 14:00")
    r.add("shift_roster_codes",
          "guardias marzo: M-T-N-L-L, luego G24 el sábado",
          "turnos: L/M/X mañana (M8), J tarde (T15), V libre")
    return r


def main() -> None:
    write_corpora("make_heldout101.py", [
        ("heldout101_credentials.yaml", credentials(), "batch 101 (Madrid hospital pharmacist, Spanish/English notes), written blind; every value synthetic"),
        ("heldout101_lookalikes.yaml", lookalikes(), "batch 101 look-alikes: CN codes, lots, NHCs, doses, extensions and codes changed without values, written blind"),
    ])


if __name__ == "__main__":
    main()
