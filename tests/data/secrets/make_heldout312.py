# ruff: noqa: E501
"""Writes heldout312_credentials.yaml and heldout312_lookalikes.yaml: held-out batch 312.

Persona: a truck fleet manager in Monterrey who writes his notes in Mexican Spanish, short
and blunt, full of abbreviations. He keeps the GPS fleet tracking platform logins and API
token, the fuel card (Edenred / Ticket Car) PINs, the SAT CIEC and e.firma passphrase, the
BBVA Net Cash business password and token activation code, the warehouse gate and alarm
codes, the dispatch WhatsApp Business PIN, the mechanics' shop laptop password, the yard
Wi-Fi and the diesel pump controller admin password; and far more look-alikes: truck
plates, VINs, economic numbers of units, GPS device IMEIs, carta porte folios and UUIDs,
RFC and CURP, tire DOT codes, fuel ticket numbers, invoice folios, CLABE accounts, phones.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_key_id,
    aws_secret,
    b64,
    bitlocker_key,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Tractor", "Diesel", "Cerro", "Silla", "Regio", "Kenworth", "Carretera", "Patio",
         "Frontera", "Norte", "Sultana", "Huasteca", "Mitras", "Tigres", "Rayados", "Quinta"]
SYMS = "!#$%&*.-"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXZ"


def spw() -> str:
    """A password a Monterrey office would pick, or one a manager generated."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick(*SYMS)}",
        f"{pick(*WORDS)}.{pick(*WORDS).lower()}{digits(2)}",
        f"{pick(*WORDS).lower()}{pick(*SYMS)}{rnd(ALNUM, 5)}",
        rnd(ALNUM + "#$%&*", 12),
        pw(),
    )


def nip(n: int = 4) -> str:
    return digits(n)


def ciec() -> str:
    return rnd(ALNUM, 8)


def wifi_key() -> str:
    return pick(rnd(ALNUM, 16), f"{pick(*WORDS)}{digits(3)}{pick(*WORDS).lower()}", rnd(LOWER + DIGITS, 12))


def card16() -> str:
    return groups(luhn(pick("5062", "6363", "5355")), 4)


def wialon_token() -> str:
    return rnd(HEX, 72)


def samsara_token() -> str:
    return "samsara_api_" + rnd(ALNUM, 30)


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def meta_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 200, 212))


def twilio_sid() -> str:
    return "AC" + rnd(HEX, 32)


def plate() -> str:
    return pick(
        f"{digits(2)}-{rnd(UPPER, 2)}-{digits(1)}{rnd(UPPER, 1)}",
        f"{digits(2)}{rnd(UPPER, 2)}{digits(1)}{rnd(UPPER, 1)}",
        f"{rnd(UPPER, 3)}-{digits(3)}-{rnd(UPPER, 1)}",
    )


def vin() -> str:
    """A 17-character VIN with a valid check digit in position 9."""
    values = {**{str(d): d for d in range(10)},
              **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
              **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    wmi = pick("3AK", "1XK", "1FU", "3HS", "1XP", "3AL")
    body = wmi + "".join(secrets.choice(VIN_CHARS) for _ in range(5)) + "0" + pick("P", "R", "S", "T") + "".join(secrets.choice(VIN_CHARS) for _ in range(1)) + digits(6)
    total = sum(values[c] * w for c, w in zip(body, weights, strict=True))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def imei() -> str:
    return luhn(pick("35", "86", "35"), 15)


def iccid() -> str:
    return luhn("895202", 19)


def rfc_moral() -> str:
    return f"{rnd(UPPER, 3)}{pick('09', '12', '15', '18')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 3)}"


def rfc_fisica() -> str:
    return f"{rnd(UPPER, 4)}{secrets.randbelow(30) + 70}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 3)}"


def curp() -> str:
    return f"{rnd(UPPER, 4)}{secrets.randbelow(30) + 70}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{pick('H', 'M')}{pick('NL', 'NL', 'CL', 'TS', 'SP')}{''.join(secrets.choice(CONSONANTS) for _ in range(3))}{pick('0', 'A')}{digits(1)}"


def clabe(bank: str = "012") -> str:
    body = bank + pick("580", "580", "180", "320") + digits(11)
    weights = [3, 7, 1] * 6
    total = sum(int(c) * w % 10 for c, w in zip(body, weights, strict=False))
    return body + str((10 - total % 10) % 10)


def dot_code() -> str:
    return f"DOT {rnd(UPPER + DIGITS, 2)}{rnd(UPPER + DIGITS, 2)} {rnd(UPPER + DIGITS, 3)} {secrets.randbelow(52) + 1:02d}{pick('22', '23', '24', '25')}"


def idccp() -> str:
    return "CCC" + uid()[3:]


def phone() -> str:
    return pick(f"81 {digits(4)} {digits(4)}", f"+52 81 {digits(4)} {digits(4)}", f"81{digits(8)}", f"(81) {digits(4)}-{digits(4)}")


def clave_rastreo() -> str:
    return pick(f"MBAN0100{digits(14)}", f"BNET0{digits(17)}", f"{digits(4)}APR{digits(8)}{rnd(UPPER, 3)}")


def ssh_public(algo: str, nbytes: int) -> str:
    """An OpenSSH public key blob with its key length prefix, as ssh-keygen writes it."""
    if algo == "ssh-ed25519":
        name = algo.encode()
        return b64(len(name).to_bytes(4, "big") + name + nbytes.to_bytes(4, "big") + secrets.token_bytes(nbytes))
    return ssh_pub(algo, nbytes)


def credentials() -> Rows:
    r = Rows()
    gps_host = pick("rastreo.acme-flotas.example", "gps.acme.test", "plataforma.flotilla.example")
    r.add(
        "gps_platform_login",
        f"plataforma GPS {gps_host}\nusr: monitoreo.mty\npwd: {spw()}",
        f"login rastreo (Wialon) -> usr despacho01 / {spw()}  no cambiarla sin avisar a nocturno",
        f"GPS flotilla: cuenta admin = jgarza@acme.example  contra {spw()}",
        f"acceso monitoreo nocturno {gps_host} user: nocturno  pass: {spw()} (la cambie el lunes)",
        f"Geotab: base de datos acme_trans, usuario flota@acme.example, contraseña {spw()}",
    )
    r.add(
        "gps_api_token",
        f"token API Wialon p/ el tablero: {wialon_token()}",
        f"Samsara API token (integración con el ERP): {samsara_token()}",
        f"curl -H \"Authorization: Bearer {samsara_token()}\" https://api.acme-gps.example/fleet/vehicles/locations",
        f"wialon token lo pidio el de sistemas, vence en 100 dias\n{wialon_token()}",
        f"GPS_API_TOKEN={samsara_token()}",
    )
    r.add(
        "fuel_card_pin",
        f"Ticket Car unidad ECO-{digits(3)}: NIP {nip()}",
        f"NIPs tarjetas diesel\nECO-{digits(3)}  {nip()}\nECO-{digits(3)}  {nip()}\nECO-{digits(3)}  {nip()}",
        f"tarjeta edenred {card16()} nip {nip()} vence {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')}",
        f"nip de la tarjeta de combustible del torton es {nip()}, no se lo den al chofer nuevo",
        f"TC terminacion {digits(4)} -> {nip()}",
        f"Ticket Car reposicion llego, nvo NIP {nip()} (unidad {digits(3)})",
    )
    r.add(
        "fuel_card_portal_login",
        f"portal Edenred empresas: usr {digits(6)} / {spw()}",
        f"Ticket Car web (asignar saldos): user flota.acme  pwd {spw()}",
        f"login portal combustible admin@acme.example - {spw()}",
        f"edenred: no. cliente {digits(7)}, contraseña: {spw()}",
        f"Ticket Car app del supervisor usr supervisor.mty pin app {nip(6)}",
    )
    r.add(
        "sat_ciec",
        f"CIEC empresa {rfc_moral()}: {ciec()}",
        f"contraseña SAT (CIEC) de la empresa = {ciec()}",
        f"ciec {ciec()} rfc {rfc_fisica()} (la mia, persona fisica)",
        f"SAT portal\nRFC: {rfc_moral()}\nContraseña: {ciec()}",
        f"cambie la ciec x q se bloqueó, la nueva: {ciec()}",
    )
    r.add(
        "efirma_passphrase",
        f"e.firma: contraseña de la clave privada {spw()}",
        f"FIEL empresa (.key) pass: {spw()}  los archivos en USB negra",
        f"contraseña llave privada efirma = {spw()}",
        f"efirma rep legal -> {spw()} (vence {pick('2026', '2027', '2028')})",
        f"para firmar en el SAT: .cer + .key, clave de la key {spw()}",
    )
    r.add(
        "bank_netcash_password",
        f"BBVA net cash\ncod empresa {digits(9)}\nusuario {digits(4)}\ncontraseña {spw()}",
        f"netcash usr ADMIN01 pwd {spw()}",
        f"BBVA Net Cash empresa {digits(9)} / usuario operador / {spw()}",
        f"contra banca empresarial bbva: {spw()} (la de operador, no la de admin)",
        f"NetCash -> empresa: {digits(9)} user: jgarza clave: {spw()}",
    )
    r.add(
        "bank_token_activation_code",
        f"codigo activacion token BBVA: {digits(10)}",
        f"token movil net cash, cod de activación {groups(digits(12), 4, '-')}",
        f"activar token nuevo en el cel de Lupita: serie {digits(10)} codigo {digits(8)}",
        f"BBVA token activación -> {rnd(UPPER + DIGITS, 10)}",
        f"net cash: alta token celular Lupita, num de activación {digits(6)} {digits(6)} (vence en 48h)",
    )
    r.add(
        "warehouse_gate_code",
        f"codigo porton bodega: {nip()}#",
        f"puerta almacén Apodaca *{nip(6)}",
        f"portón patio nuevo código {nip()} (el viejo ya no jala)",
        f"teclado acceso bodega 2 -> {nip(5)} + tecla verde",
        f"codigos acceso\nporton ppal {nip()}\npuerta peatonal {nip()}\nbodega refacciones {nip()}",
    )
    r.add(
        "alarm_code",
        f"alarma bodega: cod {nip()}  palabra clave con la central: {pick('tlacuache', 'cabrito', 'machaca', 'glorias')}{digits(2)}",
        f"código maestro alarma {nip(6)}",
        f"alarma ofi armar/desarmar {nip()}, coacción {nip()}",
        f"para desactivar alarma de patio: {nip()} + OFF",
        f"alarma (Ajax) usr admin@acme.example pass {spw()}",
    )
    r.add(
        "whatsapp_business_pin",
        f"WhatsApp Business despacho: PIN verif en 2 pasos {nip(6)}",
        f"pin whatsapp del cel de despacho {nip(6)}",
        f"WA Business 81{digits(8)} -> PIN {nip(6)}",
        f"si pide el pin de whats al reinstalar: {nip(6)}",
        f"verificación en dos pasos whatsapp del cel de nocturno -> {nip(6)}",
    )
    r.add(
        "whatsapp_cloud_api_token",
        f"token api whatsapp (meta) p/ avisos a clientes: {meta_token()}",
        f"WHATSAPP_TOKEN={meta_token()}\nPHONE_NUMBER_ID={digits(15, lead=True)}",
        f"meta access token permanente del bot de despacho\n{meta_token()}",
        f"curl -X POST https://graph.acme.example/v19.0/{digits(15, lead=True)}/messages -H 'Authorization: Bearer {meta_token()}'",
    )
    r.add(
        "shop_laptop_password",
        f"laptop taller (Dell): usr taller pwd {spw()}",
        f"contraseña compu de los mecánicos {spw()}",
        f"PC taller -> admin / {spw()} ; scanner Cummins INSITE abre con la misma",
        f"lap del taller pin windows {nip(6)}",
        f"equipo diagnostico taller\nusuario: mecanico\ncontraseña: {spw()}",
    )
    r.add(
        "yard_wifi_password",
        f"wifi patio: Patio_Trans / {wifi_key()}",
        f"WIFI:T:WPA;S:ACME_Patio;P:{wifi_key()};;",
        f"red del patio contraseña {wifi_key()}",
        f"wifi taller SSID Taller-5G clave {wifi_key()}",
        f"internet bodega (Totalplay) red ACME_BODEGA pass {wifi_key()}",
    )
    r.add(
        "pump_controller_admin",
        f"controlador bomba diesel http://10.20.0.{secrets.randbelow(200) + 10} admin / {spw()}",
        f"dispensario diesel: usuario admin contraseña {spw()}",
        f"control de bomba (FMS) pass admin {spw()}, el user es admin",
        f"bomba patio -> web 192.168.1.{secrets.randbelow(200) + 10}  usr: supervisor  pwd: {spw()}",
        f"clave técnica controlador combustible {nip(6)}",
    )
    r.add(
        "router_admin_password",
        f"modem ofi 192.168.1.254 admin / {spw()}",
        f"router patio (Mikrotik) user admin pass {spw()}",
        f"admin del modem totalplay: {spw()}",
        f"ruteador bodega: usuario root, contraseña {spw()}",
    )
    r.add(
        "nvr_camera_password",
        f"camaras patio (Hikvision NVR) admin / {spw()}",
        f"DVR bodega: admin {spw()}",
        f"app Hik-Connect cuenta camaras@acme.example pass {spw()}",
        f"NVR 16 canales, contraseña: {spw()}, cod verificación {rnd(UPPER, 6)}",
    )
    r.add(
        "dashcam_platform_login",
        f"plataforma dashcams (video) usr acme_mty pwd {spw()}",
        f"cámaras en cabina -> portal https://video.acme-fleet.example  user: seguridad  pass: {spw()}",
        f"MDVR login admin / {spw()}",
        f"dashcam cloud: cuenta jgarza@acme.example contraseña {spw()}",
    )
    r.add(
        "dashcam_storage_aws_key",
        f"videos dashcam a S3, llaves q dejó el proveedor\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"s3 respaldo videos: access key {aws_key_id()} secret {aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-east-1",
        f"aws configure (respaldo dashcams)\nkey id: {aws_key_id()}\nsecret: {aws_secret()}",
    )
    r.add(
        "gps_device_sms_password",
        f"GPS teltonika: comandos x SMS con usr y pass: \"{rnd(LOWER, 4)} {rnd(ALNUM, 6)} getgps\"",
        f"pass SMS de los equipos GPS {rnd(ALNUM, 6)}",
        (lambda k: f"para cortar motor x SMS: {k},RELAY,1#  (el {k} es la clave del equipo)")(nip(6)),
        f"contraseña configuración GPS (Configurator) {rnd(ALNUM, 8)}",
    )
    r.add(
        "telematics_db_connection",
        f"BD reportes GPS: postgresql://reportes:{rnd(ALNUM, 18)}@db.acme.internal:5432/telemetria",
        f"cadena conexion sql del tablero: Server=sql.acme.internal;Database=Flota;User Id=sa;Password={spw()};",
        f"mysql -h 10.0.0.{secrets.randbelow(200) + 10} -u flota -p'{spw()}' combustible",
        f"DATABASE_URL=postgres://flota_app:{rnd(ALNUM, 20)}@pg.acme.internal/flota",
    )
    r.add(
        "telegram_bot_token",
        f"bot telegram alertas exceso velocidad: {telegram_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_token()}",
        f"token del bot de alertas de combustible -> {telegram_token()}  chat -{digits(13, lead=True)}",
        f"bot nvo p/ choferes (BotFather me dio esto): {telegram_token()}",
    )
    r.add(
        "twilio_credentials",
        f"SMS alertas (twilio)\nSID {twilio_sid()}\nAuth Token {rnd(HEX, 32)}",
        f"twilio auth token: {rnd(HEX, 32)}",
        f"twilio -> cuenta {twilio_sid()} / token {rnd(HEX, 32)} (sms de geocercas)",
        f"TWILIO_ACCOUNT_SID={twilio_sid()}\nTWILIO_AUTH_TOKEN={rnd(HEX, 32)}",
    )
    r.add(
        "email_smtp_password",
        f"correo facturacion@acme.example pwd {spw()}",
        f"smtp p/ mandar facturas: smtp.acme.example:587 user facturas@acme.example pass {spw()}",
        f"contraseña de aplicación gmail (despacho): {groups(rnd(LOWER, 16), 4)}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"correo de despacho -> despacho@acme.example / {spw()}",
    )
    r.add(
        "pac_invoicing_api_credentials",
        f"PAC timbrado (cartas porte): usr {rfc_moral()} pass {spw()}",
        f"api facturacion: key {rnd(HEX, 32)}",
        f"timbrado CFDI -> usuario api_acme, contraseña {rnd(ALNUM, 16)}",
        f"sistema facturas (Aspel) admin / {spw()}",
    )
    r.add(
        "toll_tag_portal_login",
        f"IAVE portal: usr {digits(8)} pwd {spw()}",
        f"TAG PASE cuenta empresarial -> flota@acme.example / {spw()}",
        f"portal casetas (recargar tags) contraseña {spw()}",
        f"tag TeleVia: user acme_trans  pass {spw()}",
    )
    r.add(
        "imss_idse_password",
        f"IDSE: contraseña del certificado {spw()}",
        f"imss idse (altas/bajas choferes) pass {spw()}",
        f"SUA / IDSE -> usuario {rfc_moral()}  clave {spw()}",
        f"contraseña certificado digital IMSS (archivo .pfx) = {spw()}",
    )
    r.add(
        "sim_puk",
        f"PUK chip cel despacho {digits(8)}",
        f"SIM GPS unidad {digits(3)} PIN {nip()} PUK {digits(8)}",
        f"puk del telcel de nocturno: {digits(8)}",
        f"chip at&t supervisor: pin {nip()} / puk {digits(8)}",
    )
    r.add(
        "google_backup_codes",
        "codigos respaldo google (cuenta flota)\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "backup codes gmail: " + ", ".join(digits(8) for _ in range(4)),
        f"codigos de respaldo de la cuenta google de facturación (quedan 3): {digits(4)} {digits(4)} / {digits(4)} {digits(4)} / {digits(4)} {digits(4)}",
        "cod de respaldo 2FA cuenta de google de despacho\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
    )
    r.add(
        "bitlocker_recovery_key",
        f"clave recuperación bitlocker lap taller: {bitlocker_key()}",
        f"BitLocker laptop ofi (ID {hexs(8).upper()}) -> {bitlocker_key()}",
        f"si la lap pide clave de recuperación: {bitlocker_key()}",
        f"bitlocker PC despacho\nID clave: {hexs(8).upper()}-{hexs(4).upper()}\nclave: {bitlocker_key()}",
    )
    r.add(
        "remote_access_password",
        f"AnyDesk PC despacho {digits(3)} {digits(3)} {digits(3)} acceso desatendido: {spw()}",
        f"anydesk compu monitoreo -> {digits(9)} pwd {spw()}",
        f"TeamViewer ofi ID {digits(3)} {digits(3)} {digits(3)}, contraseña fija {spw()}",
        f"RDP servidor reportes 10.0.0.{secrets.randbelow(200) + 10} usr administrador pass {spw()}",
    )
    r.add(
        "server_ssh_private_key",
        f"llave ssh del servidor de rastreo (me la dejó el ing.)\n{openssh_private()}",
        f"ssh root@gps.acme.internal con esta llave:\n{openssh_private()}",
        f"id_ed25519 de la raspberry del patio:\n{openssh_private()}",
    )
    r.add(
        "safe_combination",
        f"caja fuerte ofi combinación {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
        f"combinacion caja de efectivo (viaticos): {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
        f"caja fuerte bodega cod {nip(6)}#",
        f"caja chica (la de la ofi de Lupita) -> {secrets.randbelow(60)} der, {secrets.randbelow(60)} izq, {secrets.randbelow(60)} der",
    )
    r.add(
        "openai_api_key",
        f"api key chatgpt p/ el bot de rutas: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"llave openai que compré p/ resumir bitácoras {openai_project_key()}",
        f"bot de rutas en el server:\nexport OPENAI_API_KEY=\"{openai_project_key()}\"",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "truck_plate",
        f"placas ECO-{digits(3)}: {plate()}",
        f"tracto Kenworth T680 placas {plate()}, caja seca placas {plate()}",
        f"unidades en taller: {plate()}, {plate()}, {plate()}",
        f"multa en Saltillo a la unidad con placas {plate()}, pagar antes del 15",
        f"cambio de placas federal: vieja {plate()} nueva {plate()}",
    )
    r.add(
        "vin",
        f"VIN tracto {digits(3)}: {vin()}",
        f"no. de serie (NIV) {vin()} - para la póliza",
        f"{vin()} = ECO-{digits(3)}, {vin()} = ECO-{digits(3)}",
        f"recall Freightliner aplica a {vin()}",
        f"NIV caja refrigerada {vin()}",
    )
    r.add(
        "economic_unit_number",
        f"ECO-{digits(3)} a servicio 250 mil km",
        f"unidades ruta Laredo: {', '.join(f'ECO-{digits(3)}' for _ in range(4))}",
        f"eco {digits(3)} / remolque R-{digits(4)} / dolly D-{digits(2)}",
        f"asignar T-{digits(3)} con caja {rnd(UPPER, 2)}{digits(4)} a Juan",
        f"no. economico {digits(3)} baja definitiva (siniestro)",
    )
    r.add(
        "gps_imei",
        f"IMEI GPS unidad {digits(3)}: {imei()}",
        f"equipo FMC130 imei {imei()} reinstalar en ECO-{digits(3)}",
        f"GPS dados de alta\n{imei()}\n{imei()}\n{imei()}",
        f"cambio de equipo gps: sale {imei()} entra {imei()}",
        f"soporte rastreo pide el IMEI -> {imei()}",
    )
    r.add(
        "sim_iccid",
        f"ICCID chip GPS {iccid()}",
        f"SIM datos M2M unidad {digits(3)} iccid {iccid()} linea 81{digits(8)}",
        f"chips a dar de baja: {iccid()}, {iccid()}",
        f"portabilidad chip gps, ICCID {iccid()}",
    )
    r.add(
        "carta_porte_idccp",
        f"IdCCP viaje Mty-Laredo: {idccp()}",
        f"carta porte 3.1 id {idccp()} folio {digits(5)}",
        f"IdCCP {idccp()} - revisar distancia recorrida, salió mal",
        f"viajes semana\n{idccp()}\n{idccp()}\n{idccp()}",
    )
    r.add(
        "cfdi_folio_fiscal",
        f"folio fiscal (UUID) factura flete: {uid().upper()}",
        f"cancelar CFDI {uid().upper()} motivo 02",
        f"complemento de pago relacionado al UUID {uid().upper()}",
        f"https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id={uid().upper()}&re={rfc_moral()}&rr={rfc_moral()}&tt=0000018560.000000&fe={rnd(ALNUM, 8)}",
        f"factura diesel uuid {uid().lower()} no cuadra con el ticket",
    )
    r.add(
        "rfc",
        f"RFC empresa {rfc_moral()}",
        f"RFC cliente (Cementos) {rfc_moral()}, uso CFDI G03",
        f"rfc chofer nuevo {rfc_fisica()}",
        f"datos facturacion: {rfc_moral()}, régimen 601, CP 66600",
        f"proveedor llantas RFC: {rfc_moral()}",
    )
    r.add(
        "curp",
        f"CURP operador {curp()}",
        f"alta IMSS chofer curp {curp()}",
        f"curps para la licencia federal: {curp()} / {curp()}",
        f"mi CURP {curp()}",
    )
    r.add(
        "tire_dot_code",
        f"llanta eje 2 izq ECO-{digits(3)}: {dot_code()}",
        f"garantía llanta reventada {dot_code()}",
        f"DOTs renovado lote: {dot_code()}, {dot_code()}",
        f"{dot_code()} -> profundidad 6/32, rotar",
    )
    r.add(
        "fuel_ticket_number",
        f"ticket diesel {digits(10)} / {pick('412', '380', '505')} lts",
        f"carga gasolinera km 85: folio {rnd(UPPER, 1)}{digits(8)} autorizacion {digits(6)}",
        f"ticket car transaccion {digits(12)} rechazada x saldo",
        f"tickets a conciliar: {digits(9)}, {digits(9)}, {digits(9)}",
        f"no. de ticket {digits(7)} - cargó de más, pedir aclaración",
    )
    r.add(
        "invoice_folio",
        f"factura A-{digits(5)} flete Mty-Qro",
        f"folio FAC{digits(6)} pendiente de pago 30 días",
        f"facturas del mes: F-{digits(4)}, F-{digits(4)}, F-{digits(4)}",
        f"serie CP folio {digits(5)} (traslado)",
        f"nota de crédito NC-{digits(4)} vs factura A-{digits(5)}",
    )
    r.add(
        "clabe_account",
        f"CLABE p/ depositos de clientes: {clabe()}",
        f"cuenta proveedor llantas CLABE {clabe('002')}",
        f"datos transferencia taller: BBVA CLABE {clabe()} a nombre de Transportes ACME",
        f"CLABE chofer (viáticos) {clabe('014')}",
    )
    r.add(
        "phone_number",
        f"cel despacho {phone()}",
        f"grúa Santa Catarina {phone()} preguntar x Don Beto",
        f"mecánico de guardia: {phone()}, llantera 24 hrs: {phone()}",
        f"cliente Cementos, recibo de material {phone()} ext {digits(3)}",
        f"soporte GPS {phone()}",
    )
    r.add(
        "spei_tracking_key",
        f"clave de rastreo SPEI pago flete {clave_rastreo()}",
        f"transferencia a proveedor diesel, rastreo {clave_rastreo()} ref {digits(7)}",
        f"CEP banxico clave rastreo {clave_rastreo()}",
        f"pago llantas: rastreo {clave_rastreo()}",
    )
    r.add(
        "bank_payment_reference",
        f"referencia depósito cliente {digits(10)} convenio CIE {digits(7)}",
        f"BBVA net cash: folio operación {digits(9)} (pago nómina)",
        f"referencia pago IMSS linea de captura {rnd(UPPER + DIGITS, 20)}",
        f"número de autorización transferencia {digits(8)}",
    )
    r.add(
        "sat_operation_number",
        f"acuse declaración mensual, número de operación {digits(12)}",
        f"línea de captura SAT {digits(4)}{rnd(UPPER + DIGITS, 16)} vence el 17",
        f"opinión de cumplimiento folio {digits(2)}{rnd(UPPER, 2)}{digits(8)}",
        f"buzón tributario acuse {digits(8)}",
    )
    r.add(
        "efirma_certificate_number",
        f"no. de certificado e.firma 00001000000{digits(9)} vence {pick('2026', '2027')}",
        f"certificado sello digital (CSD) {digits(20)} p/ timbrar",
        f"efirma renovada, num serie 00001000000{digits(9)}",
        "la e.firma vence en marzo, agendar cita SAT para renovar",
    )
    r.add(
        "pedimento_number",
        f"pedimento {digits(2)} {digits(2)} {digits(4)} {digits(7)} cruce Colombia",
        f"pedimento de la caja importada: {digits(2)}  {digits(2)}  {digits(4)}  {digits(7)}",
        f"agente aduanal patente {digits(4)}, pedimento {digits(15)}",
    )
    r.add(
        "insurance_policy_number",
        f"póliza flotilla {rnd(UPPER, 2)}{digits(8)} vence 30/jun",
        f"siniestro no. {digits(11)} ECO-{digits(3)} choque en Cumbres",
        f"seguro carga póliza {digits(4)}-{digits(6)}-{digits(2)}",
        f"inciso {digits(3)} de la póliza {digits(10)}",
    )
    r.add(
        "toll_tag_number",
        f"TAG IAVE ECO-{digits(3)}: {digits(4)} {digits(4)} {digits(4)} {digits(4)}",
        f"tag PASE {rnd(UPPER, 3)}{digits(8)} sin saldo",
        f"tags a reasignar: {digits(11)}, {digits(11)}",
        f"caseta La Gloria cobró doble al tag {digits(10)}",
    )
    r.add(
        "parcel_tracking_number",
        f"guía estafeta refacciones {digits(22)}",
        f"DHL {digits(10)} llega martes (módulo ECM)",
        f"paquetexpress guía {digits(12)}",
        f"filtros llegan x FedEx {digits(12)}",
    )
    r.add(
        "masked_card_number",
        f"tarjeta Ticket Car **** **** **** {digits(4)} bloqueada",
        f"TC terminación {digits(4)} reportada x robo, reposición en 5 días",
        f"edenred {digits(4)} XXXX XXXX {digits(4)} asignada a ECO-{digits(3)}",
        f"tarjeta corporativa BBVA ...{digits(4)}, límite 50 mil",
    )
    r.add(
        "password_policy_note",
        "recordar: cambiar la CIEC cada 6 meses, el SAT ya la pide",
        "política: contraseñas de GPS mínimo 12 caracteres y 2FA para todos los de monitoreo",
        "la contraseña de net cash expira cada 90 días, avisar a Lupita 1 semana antes",
        "NIP de tarjetas diesel se bloquea a los 3 intentos; desbloqueo por portal",
        "nadie comparte el NIP por whatsapp, se da en persona",
    )
    r.add(
        "secret_location_reference",
        "contraseñas de la bodega están en el sobre amarillo de la caja fuerte",
        "la e.firma (.cer/.key) y su contraseña la tiene el contador en su bóveda",
        "claves del GPS en Bitwarden, carpeta 'Flota'",
        "el token físico BBVA lo guarda Lupita en el cajón con llave",
        "NIPs de Ticket Car -> en el portal Edenred, no se anotan aquí",
    )
    r.add(
        "env_var_reference",
        "el script de reportes lee GPS_API_TOKEN del .env del servidor, no hardcodear",
        "WHATSAPP_TOKEN y TWILIO_AUTH_TOKEN se cargan desde vault: secret/flota/alertas",
        "export DATABASE_URL=$(vault kv get -field=url secret/flota/db)",
        "OPENAI_API_KEY=<pedir a sistemas>",
        "vault path: kv/data/mty/gps/wialon (solo lectura p/ el bot)",
    )
    r.add(
        "ci_secret_reference",
        "en el workflow: token: ${{ secrets.SAMSARA_TOKEN }}",
        "env:\n  GPS_API_TOKEN: ${{ secrets.GPS_API_TOKEN }}\n  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}",
        "password: \"{{ lookup('env', 'PUMP_ADMIN_PASS') }}\"",
        "aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}  (lo inyecta el pipeline)",
    )
    r.add(
        "public_ssh_key",
        f"llave pública p/ dar acceso al ing. al servidor:\nssh-ed25519 {ssh_public('ssh-ed25519', 32)} ing@taller",
        f"authorized_keys de la raspberry: ssh-rsa {ssh_pub('ssh-rsa', 256)} jgarza@lap",
        f"pubkey del proveedor GPS ssh-ed25519 {ssh_public('ssh-ed25519', 32)} soporte@acme-gps.example",
    )
    r.add(
        "public_client_identifier",
        f"client_id app GPS (OAuth) {uid()}  el secret lo tiene sistemas",
        f"llave pública Stripe p/ pagos en portal clientes: pk_live_{rnd(ALNUM, 99)}",
        f"Meta WhatsApp phone number id {digits(15, lead=True)}, WABA id {digits(15, lead=True)}",
        f"twilio account SID {twilio_sid()} (el auth token NO va aquí)",
        f"AWS access key id que rotamos: {aws_key_id()} (ya desactivada, sin el secret)",
    )
    r.add(
        "firmware_build_hash",
        f"firmware GPS 03.{secrets.randbelow(30) + 10}.{secrets.randbelow(20):02d} Rev.{secrets.randbelow(20) + 1:02d} commit {hexs(7)}",
        f"actualizar controlador bomba a v{secrets.randbelow(4) + 2}.{secrets.randbelow(10)}.{secrets.randbelow(30)} (build {hexs(12)})",
        f"dashcam fw {rnd(UPPER, 2)}{digits(6)}_{hexs(8)}",
        f"version app tablero 1.{secrets.randbelow(40)} ({hexs(40)})",
    )
    r.add(
        "file_checksum",
        f"sha256 respaldo BD flota: {hexs(64)}",
        f"md5 del archivo de configuración GPS {hexs(32)}",
        f"respaldo videos.zip sha1 {hexs(40)}",
    )
    r.add(
        "numbers_near_secret_words",
        f"token BBVA: se sincroniza cada 60 seg; si falla, llamar {phone()}",
        f"PIN de WhatsApp se pide cada {pick('7', '14')} días aprox, no olvidar",
        f"alarma bodega: retardo de salida {pick('30', '45', '60')} seg, entrada {pick('20', '30')} seg",
        "contraseña wifi patio se cambia cada mes, la da Don Beto en caseta",
        f"ticket car límite diario {pick('3,000', '4,500', '6,000')} pesos por tarjeta, NIP obligatorio",
    )
    r.add(
        "wifi_network_info",
        f"wifi patio SSID ACME_Patio canal {pick('1', '6', '11')}, AP en el poste {digits(1)}",
        f"red de visitas 'ACME_Invitados' abierta, portal cautivo, MAC AP {mac(upper=True)}",
        "repetidor del taller en 2.4 GHz, la de 5 no llega",
        f"IP fija del controlador de bomba 10.20.0.{secrets.randbelow(200) + 10}, gateway 10.20.0.1",
    )
    r.add(
        "gps_device_mac",
        f"gateway BLE sensores temp {mac(upper=True)}",
        f"MAC del lector de combustible {mac(upper=True)}",
        f"cámaras patio MACs: {mac(upper=True)}, {mac(upper=True)}",
    )
    r.add(
        "support_ticket_number",
        f"ticket soporte GPS #{digits(6)} equipo sin reportar",
        f"caso Edenred {rnd(UPPER, 3)}-{digits(7)} cargos duplicados",
        f"reporte Telmex {digits(10)} sin internet bodega",
        f"folio de aclaración BBVA {digits(12)}",
    )
    r.add(
        "driver_license_number",
        f"licencia federal chofer Ramírez {rnd(UPPER, 3)}{digits(8)} tipo B vence {pick('2026', '2027')}",
        f"apto médico folio {digits(10)}",
        f"lic. federal {rnd(UPPER, 3)}{digits(7)} (tipo E, doble remolque)",
    )
    r.add(
        "delivery_evidence_reference",
        f"evidencia entrega viaje {digits(5)}: https://portal.acme.example/evidencias/{uid()}/IMG_{digits(4)}.jpg",
        f"foto remisión firmada guardada como {hexs(16)}.jpg en la carpeta de Drive 'POD {pick('enero', 'febrero', 'marzo')}'",
        f"link seguimiento p/ cliente https://rastreo.acme-flotas.example/s/{rnd(ALNUM, 10)} (solo muestra ubicación, expira al entregar)",
        f"config GPS exportado (sin claves, solo odómetro y zona): {b64(('{' + chr(34) + 'odo' + chr(34) + ':' + digits(6) + '}').encode())}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout312.py", [
        ("heldout312_credentials.yaml", credentials(), "held-out batch 312: credentials a Monterrey truck fleet manager keeps in Spanish notes"),
        ("heldout312_lookalikes.yaml", lookalikes(), "held-out batch 312: fleet identifiers and secret-adjacent notes that hold no secret"),
    ])


if __name__ == "__main__":
    main()
